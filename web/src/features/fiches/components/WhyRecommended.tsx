import { Button, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { HelpCircle } from 'lucide-react';

/** The why-recommended popover of a library card: the score and one line per reason (SPEC §2 Fiche library). */
export function WhyRecommended({ title, score, reasons }: { title: string; score: number; reasons: readonly string[] }) {
  return (
    <Popover.Root recipe={popoverSlotRecipe} positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="plain" size="xs" px="0" h="auto" color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <HelpCircle aria-hidden="true" /> Pourquoi cette fiche ?<VisuallyHidden> ({title})</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2">
                <Popover.Title fontWeight="semibold">Score de pertinence : {score}</Popover.Title>
                <Stack as="ul" gap="1" ps="4" m="0">
                  {reasons.map((reason) => (
                    <Text as="li" key={reason} fontSize="sm">
                      {reason}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            </Popover.Body>
            <Popover.CloseTrigger />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
