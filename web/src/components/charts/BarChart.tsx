import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Card } from '../ui/Card';
import { niceTicks } from './scale';

export interface Bar {
  id: string;
  label: string;
  value: number | null;
  /** The value as written beside the bar. */
  display: string;
}

interface BarChartProps {
  id: string;
  title: string;
  hint: string;
  bars: readonly Bar[];
  color: string;
  fullAt?: number;
  /**
   * The axes' titles (issue 23), for a chart read as a chart (the analytics): the rows' axis and the value axis,
   * whose round gridlines are drawn behind the bars and numbered under them. Without, a plain list of bars.
   */
  axes?: { rows: string; values: string; formatTick?: (value: number) => string };
}

/**
 * One figure compared across rows (educators, fiches…): a horizontal bar per row drawn with boxes (@chakra-ui/charts
 * would bring recharts, ~118 kB gzipped, for a few bar lists). The bars are decoration: each value is written out.
 * No row at all says 'Pas encore de données' rather than an empty box.
 */
export function BarChart({ id, title, hint, bars, color, fullAt, axes }: BarChartProps) {
  const highest = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  const ticks = axes && fullAt === undefined ? niceTicks(highest) : null;
  // A full bar is the axis' top, the largest value, or `fullAt` when given (a ranking whose bars fill at 200 points, SPEC §2 Admin Points).
  const max = fullAt ?? ticks?.at(-1) ?? Math.max(1, highest);
  const titleId = `chart-${id}`;
  const share = (value: number) => `${Math.min(1, value / max) * 100}%`;
  const gridlines = ticks
    ? ticks.slice(1, -1).map((tick) => <Box key={tick} position="absolute" top="0" bottom="0" left={share(tick)} borderLeftWidth="1px" borderStyle="dashed" borderColor="border" />)
    : null;
  return (
    <Card as="figure" aria-labelledby={titleId} p={{ base: '4', md: '5' }} m="0" minW="0">
      <Stack gap="3">
        <Heading as="h3" id={titleId} size="sm">
          {title}
        </Heading>
        {bars.length === 0 ? (
          <Box py="8" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" rounded="md" borderWidth="1px" borderStyle="dashed" borderColor="border">
            <Text color="fg.muted" fontSize="sm">
              Pas encore de données
            </Text>
          </Box>
        ) : (
          <Stack gap="1.5">
            {axes && (
              <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted" data-axis="rows">
                <Text as="span">{axes.rows}</Text>
                <Text as="span" data-axis="values">
                  {axes.values}
                </Text>
              </HStack>
            )}
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
                  <Box position="relative" h="2" bg="bg.muted" rounded="full" mt="1" aria-hidden="true">
                    {gridlines}
                    <Box position="relative" h="full" bg={color} rounded="full" w={share(bar.value ?? 0)} minW={bar.value ? '2' : '0'} />
                  </Box>
                </li>
              ))}
            </Stack>
            {ticks && (
              <Box position="relative" h="4" borderTopWidth="1px" borderColor="border.emphasized" fontSize="2xs" color="fg.muted" aria-hidden="true">
                {ticks.map((tick, index) => (
                  <Text
                    key={tick}
                    position="absolute"
                    top="0.5"
                    left={share(tick)}
                    transform={index === 0 ? undefined : index === ticks.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)'}
                    whiteSpace="nowrap"
                  >
                    {(axes?.formatTick ?? String)(tick)}
                  </Text>
                ))}
              </Box>
            )}
          </Stack>
        )}
        <Text as="figcaption" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
