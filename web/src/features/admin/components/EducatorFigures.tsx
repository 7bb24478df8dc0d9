import { SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type * as z from 'zod';
import type { educatorFiguresSchema } from '../../../../../shared/contract/ticket-schemas';
import { ADMIN_FIGURES } from '../../../../../shared/domain/stats';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { formatMinutes } from '../../../lib/dates';

type Figures = z.infer<typeof educatorFiguresSchema>;

interface Metric {
  key: string;
  title: string;
  /** What a smaller or larger bar means, said under the chart. */
  hint: string;
  value: (figures: Figures) => number | null;
  format: (value: number | null) => string;
  color: string;
}

/** Titles are the figures' labels (shared/domain/stats.ts), the same wherever the figure is shown. */
const METRICS: readonly Metric[] = [
  { key: 'open', title: ADMIN_FIGURES.ticketsOpen.label, hint: 'Ouverts ou en cours, assignés à l’éducateur.', value: (f) => f.open, format: (v) => String(v ?? 0), color: 'brand.solid' },
  { key: 'median', title: ADMIN_FIGURES.firstResponseMedian.label, hint: 'Ce mois-ci ; plus court, c’est mieux.', value: (f) => f.medianFirstResponseMinutes, format: formatMinutes, color: 'accent.solid' },
  { key: 'resolved', title: ADMIN_FIGURES.ticketsResolvedThisMonth.label, hint: 'Tickets passés à « Résolu » ce mois-ci.', value: (f) => f.resolvedThisMonth, format: (v) => String(v ?? 0), color: 'green.solid' },
  { key: 'sla', title: ADMIN_FIGURES.ticketsLate.label, hint: 'Ce mois-ci : réponse après l’échéance, ou toujours ouvert au-delà.', value: (f) => f.slaMissed, format: (v) => String(v ?? 0), color: 'red.solid' },
];

/** The figures an admin compares per educator: four bar charts, then the same numbers in a table. */
export function EducatorFigures({ rows }: { rows: readonly Figures[] }) {
  if (rows.length === 0) return <Text color="fg.muted">Aucun éducateur dans l’équipe pour l’instant.</Text>;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {METRICS.map((metric) => (
          <BarChart
            key={metric.key}
            id={metric.key}
            title={metric.title}
            hint={metric.hint}
            color={metric.color}
            bars={rows.map((row) => ({ id: row.educator.id, label: row.educator.name, value: metric.value(row), display: metric.format(metric.value(row)) }))}
          />
        ))}
      </SimpleGrid>
      <Card p="0" overflow="hidden">
        {/* Scrolls sideways on phones: focusable so a keyboard can scroll it. */}
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau des chiffres par éducateur">
          <Table.Root size="sm" minW="36rem">
            <Table.Caption srOnly>Chiffres par éducateur</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Éducateur</Table.ColumnHeader>
                {METRICS.map((metric) => (
                  <Table.ColumnHeader key={metric.key} textAlign="end">
                    {metric.title}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.educator.id}>
                  <Table.Cell fontWeight="medium">{row.educator.name}</Table.Cell>
                  {METRICS.map((metric) => (
                    <Table.Cell key={metric.key} textAlign="end">
                      {metric.format(metric.value(row))}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card>
    </Stack>
  );
}
