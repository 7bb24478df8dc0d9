import { Box, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Card } from '../ui/Card';
import { hasNoData, niceTicks } from './scale';

export interface ChartPeriod {
  /** The period as a person reads it ('Semaine du 6 janv.', 'janvier 2026'): the tooltip and the table. */
  label: string;
  /** Its short form under the axis ('6 janv.', 'janv. 26'). */
  tick: string;
}

export interface ChartSeries {
  name: string;
  color: string;
  /** One value per period, in the periods' order; null when there is nothing to measure. */
  values: ReadonlyArray<number | null>;
  /** A value as a person reads it ('12', '1 234,00 €', '—'). */
  display: (value: number | null) => string;
}

interface ColumnChartProps {
  id: string;
  title: string;
  hint: string;
  periods: readonly ChartPeriod[];
  series: readonly ChartSeries[];
  /** The axes' titles, in French ('Semaine', 'Membres'). */
  xLabel: string;
  yLabel: string;
  /** A gridline's value on the axis ('10', '500 €', '2 h'). */
  formatTick: (value: number) => string;
  /** Series piled in one column (members by plan) rather than side by side. */
  stacked?: boolean;
  action?: ReactNode;
}

/** How many period names fit under the axis: a few on a phone, more from the md breakpoint. */
const TICKS_BASE = 3;
const TICKS_MD = 6;

/**
 * A series over time (weeks, months), one column per period (issue 23): a value axis with round gridlines and its
 * title, the periods' axis and its title, a legend when series share the chart, and each period's values in a
 * tooltip on hover and on keyboard focus (the plot is one tab stop; the arrow keys, Home and End move between
 * periods, and a live region reads the values out). The same figures are in a table screen readers can browse.
 * Drawn with boxes rather than @chakra-ui/charts: recharts would add ~118 kB gzipped for these columns.
 * A chart with no value above 0 says 'Pas encore de données' instead of an empty box.
 */
export function ColumnChart({ id, title, hint, periods, series, xLabel, yLabel, formatTick, stacked = false, action }: ColumnChartProps) {
  const titleId = `chart-${id}`;
  const liveId = useId();
  const [active, setActive] = useState<number | null>(null);
  const empty = periods.length === 0 || hasNoData(series.flatMap((one) => one.values));
  const columnTotal = (index: number) => series.reduce((sum, one) => sum + Math.max(0, one.values[index] ?? 0), 0);
  const highest = Math.max(0, ...periods.map((_, index) => (stacked ? columnTotal(index) : Math.max(...series.map((one) => one.values[index] ?? 0)))));
  const ticks = niceTicks(highest);
  const top = ticks.at(-1) ?? 1;
  const share = (value: number | null) => `${(Math.max(0, value ?? 0) / top) * 100}%`;
  const last = periods.length - 1;
  const stepBase = Math.max(1, Math.ceil(periods.length / TICKS_BASE));
  const stepMd = Math.max(1, Math.ceil(periods.length / TICKS_MD));
  const valuesOf = (index: number) => series.map((one) => `${one.name} : ${one.display(one.values[index] ?? null)}`).join(', ');
  const activePeriod = active === null ? undefined : periods[active];

  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? last;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <Card as="figure" aria-labelledby={titleId} p={{ base: '4', md: '5' }} m="0" minW="0">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Heading as="h3" id={titleId} size="sm">
            {title}
          </Heading>
          {action}
        </HStack>
        {series.length > 1 && (
          <HStack as="ul" aria-label="Légende" gap="4" flexWrap="wrap" listStyleType="none" m="0" p="0" fontSize="xs">
            {series.map((one) => (
              <HStack as="li" key={one.name} gap="1.5">
                <Box w="3" h="3" rounded="sm" bg={one.color} aria-hidden="true" />
                <Text as="span">{one.name}</Text>
              </HStack>
            ))}
          </HStack>
        )}
        {empty ? (
          <Box h="40" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" rounded="md" borderWidth="1px" borderStyle="dashed" borderColor="border">
            <Text color="fg.muted" fontSize="sm">
              Pas encore de données
            </Text>
          </Box>
        ) : (
          <Box display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="2" rowGap="1">
            <Text gridColumn="1 / -1" fontSize="xs" color="fg.muted" data-axis="y">
              {yLabel}
            </Text>
            {/* The value axis: its gridlines' values, level with them. */}
            <Box position="relative" h="40" fontSize="2xs" color="fg.muted" textAlign="right" aria-hidden="true">
              <Text visibility="hidden" h="0" overflow="hidden" whiteSpace="nowrap">
                {ticks.map(formatTick).reduce((longest, text) => (text.length > longest.length ? text : longest), '')}
              </Text>
              {ticks.map((tick) => (
                <Text key={tick} position="absolute" right="0" bottom={share(tick)} transform="translateY(50%)" whiteSpace="nowrap" lineHeight="1">
                  {formatTick(tick)}
                </Text>
              ))}
            </Box>
            <Box
              position="relative"
              h="40"
              borderLeftWidth="1px"
              borderBottomWidth="1px"
              borderColor="border.emphasized"
              tabIndex={0}
              role="group"
              aria-label={`${title} : valeurs par période, flèches gauche et droite pour les parcourir`}
              aria-describedby={liveId}
              focusVisibleRing="outside"
              onFocus={() => setActive((current) => current ?? last)}
              onBlur={() => setActive(null)}
              onKeyDown={onKeyDown}
              onMouseLeave={() => setActive(null)}
              data-chart-plot=""
            >
              {ticks.slice(1).map((tick) => (
                <Box key={tick} position="absolute" left="0" right="0" bottom={share(tick)} borderTopWidth="1px" borderStyle="dashed" borderColor="border" aria-hidden="true" />
              ))}
              <HStack position="absolute" inset="0" gap="0" align="stretch" aria-hidden="true">
                {periods.map((period, index) => (
                  <Box
                    key={period.label}
                    flex="1"
                    minW="0"
                    display="flex"
                    flexDirection={stacked ? 'column-reverse' : 'row'}
                    alignItems={stacked ? 'stretch' : 'flex-end'}
                    justifyContent={stacked ? 'flex-start' : 'center'}
                    gap={stacked ? '0' : '1px'}
                    px={periods.length > 16 ? '1px' : '1'}
                    bg={index === active ? 'bg.emphasized' : undefined}
                    onMouseEnter={() => setActive(index)}
                    data-period={period.label}
                  >
                    {series.map((one) => (
                      <Box
                        key={one.name}
                        flex={stacked ? undefined : '1'}
                        h={stacked ? `${(Math.max(0, one.values[index] ?? 0) / top) * 100}%` : share(one.values[index] ?? 0)}
                        minH={one.values[index] ? '1px' : '0'}
                        bg={one.color}
                        roundedTop={stacked ? undefined : 'sm'}
                      />
                    ))}
                  </Box>
                ))}
              </HStack>
              {activePeriod && active !== null && (
                <Box
                  position="absolute"
                  top="1"
                  zIndex="1"
                  {...(active / periods.length < 0.3 ? { left: '1' } : active / periods.length > 0.7 ? { right: '1' } : { left: `${((active + 0.5) / periods.length) * 100}%`, transform: 'translateX(-50%)' })}
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border.emphasized"
                  rounded="md"
                  shadow="md"
                  px="2.5"
                  py="1.5"
                  fontSize="xs"
                  pointerEvents="none"
                  // Screen readers hear the same values from the live region below.
                  aria-hidden="true"
                  data-testid="chart-tooltip"
                >
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {activePeriod.label}
                  </Text>
                  {series.map((one) => (
                    <HStack key={one.name} gap="1.5" whiteSpace="nowrap">
                      <Box w="2" h="2" rounded="full" bg={one.color} aria-hidden="true" />
                      <Text as="span">
                        {series.length > 1 ? `${one.name} : ` : ''}
                        <strong>{one.display(one.values[active] ?? null)}</strong>
                      </Text>
                    </HStack>
                  ))}
                </Box>
              )}
            </Box>
            {/* The periods' axis: a few names, evenly spaced, and the axis title. */}
            <Box />
            <HStack gap="0" fontSize="2xs" color="fg.muted" aria-hidden="true">
              {periods.map((period, index) => (
                <Box key={period.label} flex="1" minW="0" overflow="visible" whiteSpace="nowrap">
                  <Text
                    as="span"
                    display={{ base: index % stepBase === 0 ? 'inline' : 'none', md: index % stepMd === 0 ? 'inline' : 'none' }}
                  >
                    {period.tick}
                  </Text>
                </Box>
              ))}
            </HStack>
            <Text gridColumn="2" fontSize="xs" color="fg.muted" textAlign="center" data-axis="x">
              {xLabel}
            </Text>
          </Box>
        )}
        <VisuallyHidden id={liveId} aria-live="polite">
          {activePeriod && active !== null ? `${activePeriod.label} : ${valuesOf(active)}` : ''}
        </VisuallyHidden>
        <Text fontSize="sm" color="fg.muted">
          {hint}
          {!empty && (
            <>
              {' '}
              Dernière valeur :{' '}
              {series.length > 1
                ? series.map((one, index) => (
                    <span key={one.name}>
                      {index > 0 ? ', ' : ''}
                      {one.name.toLowerCase()} <strong>{one.display(one.values[last] ?? null)}</strong>
                    </span>
                  ))
                : <strong>{series[0]?.display(series[0].values[last] ?? null)}</strong>}
              .
            </>
          )}
        </Text>
        <VisuallyHidden>
          <Table.Root>
            <Table.Caption>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{xLabel}</Table.ColumnHeader>
                {series.map((one) => (
                  <Table.ColumnHeader key={one.name} scope="col">
                    {one.name}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {periods.map((period, index) => (
                <Table.Row key={period.label}>
                  <Table.ColumnHeader scope="row">{period.label}</Table.ColumnHeader>
                  {series.map((one) => (
                    <Table.Cell key={one.name}>{one.display(one.values[index] ?? null)}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}
