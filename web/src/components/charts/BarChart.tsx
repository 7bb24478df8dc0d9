import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Card } from '../ui/Card';

export interface Bar {
  id: string;
  label: string;
  value: number | null;
  /** The value as written beside the bar. */
  display: string;
}

/**
 * One figure compared across rows (educators…): a horizontal bar per row drawn with boxes (the project has no chart
 * library; @chakra-ui/charts would bring recharts for a few bar lists). The bars are decoration: each value is written out.
 */
export function BarChart({ id, title, hint, bars, color, fullAt }: { id: string; title: string; hint: string; bars: readonly Bar[]; color: string; fullAt?: number }) {
  // A full bar is the largest value, or `fullAt` when given (a ranking whose bars fill at 200 points, SPEC §2 Admin Points).
  const max = fullAt ?? Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const titleId = `chart-${id}`;
  return (
    <Card as="figure" aria-labelledby={titleId} p={{ base: '4', md: '5' }} m="0">
      <Stack gap="3">
        <Heading as="h3" id={titleId} size="sm">
          {title}
        </Heading>
        <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0">
          {bars.map((bar) => (
            <li key={bar.id}>
              <HStack justify="space-between" gap="2" fontSize="sm">
                <Text as="span" truncate>
                  {bar.label}
                </Text>
                <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                  {bar.display}
                </Text>
              </HStack>
              <Box h="2" bg="bg.muted" rounded="full" mt="1" aria-hidden="true">
                <Box h="full" bg={color} rounded="full" w={`${Math.min(1, (bar.value ?? 0) / max) * 100}%`} minW={bar.value ? '2' : '0'} />
              </Box>
            </li>
          ))}
        </Stack>
        <Text as="figcaption" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
