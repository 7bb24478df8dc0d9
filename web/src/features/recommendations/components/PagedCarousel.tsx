import { HStack, IconButton, SimpleGrid, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

interface PagedCarouselProps<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A carousel of cards shown page by page: 1 per view on phones, 2 on medium screens, 3 on large ones
 * (SPEC §2 Recommendations). Previous / next are buttons (keyboard operable), no auto-play; the cards of
 * other pages are not rendered, so nothing hidden can take the focus.
 */
export function PagedCarousel<T>({ label, items, itemKey, renderItem }: PagedCarouselProps<T>) {
  const perView = useBreakpointValue({ base: 1, md: 2, lg: 3 }) ?? 1;
  const [requestedPage, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perView));
  const page = Math.min(requestedPage, pages - 1);
  const visible = items.slice(page * perView, page * perView + perView);

  return (
    <Stack as="section" aria-roledescription="carrousel" aria-label={label} gap="4">
      <SimpleGrid columns={perView} gap={{ base: '4', md: '5' }} alignItems="stretch">
        {visible.map((item, index) => (
          <Stack
            key={itemKey(item)}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${page * perView + index + 1} sur ${items.length}`}
          >
            {renderItem(item)}
          </Stack>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <HStack justify="center" gap="4">
          <IconButton aria-label="Fiches précédentes" variant="outline" rounded="full" onClick={() => setPage(page - 1)} disabled={page === 0}>
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" minW="24" textAlign="center">
            {page + 1} / {pages}
          </Text>
          <IconButton
            aria-label="Fiches suivantes"
            variant="outline"
            rounded="full"
            onClick={() => setPage(page + 1)}
            disabled={page === pages - 1}
          >
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </HStack>
      )}
    </Stack>
  );
}
