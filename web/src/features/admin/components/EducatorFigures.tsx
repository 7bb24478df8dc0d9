import { Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import type { educatorFiguresSchema } from '../../../../../shared/contract/ticket-schemas';
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

const METRICS: readonly Metric[] = [
  { key: 'open', title: 'Tickets ouverts', hint: 'Ouverts ou en cours, assignés à l’éducateur.', value: (f) => f.open, format: (v) => String(v ?? 0), color: 'brand.solid' },
  { key: 'median', title: 'Première réponse (médiane)', hint: 'Ce mois-ci ; plus court, c’est mieux.', value: (f) => f.medianFirstResponseMinutes, format: formatMinutes, color: 'accent.solid' },
  { key: 'resolved', title: 'Résolus ce mois-ci', hint: 'Tickets passés à « Résolu » ce mois-ci.', value: (f) => f.resolvedThisMonth, format: (v) => String(v ?? 0), color: 'green.solid' },
  { key: 'sla', title: 'Délais dépassés', hint: 'Ce mois-ci : réponse après l’échéance, ou toujours ouvert au-delà.', value: (f) => f.slaMissed, format: (v) => String(v ?? 0), color: 'red.solid' },
];

/**
 * One metric compared across educators: a bar per educator drawn with boxes (the project has no chart library;
 * @chakra-ui/charts would bring recharts for four bar lists). The bars are decoration: each value is written out.
 */
function BarChart({ metric, rows }: { metric: Metric; rows: readonly Figures[] }) {
  const values = rows.map((row) => metric.value(row));
  const max = Math.max(1, ...values.map((value) => value ?? 0));
  const titleId = `figures-${metric.key}`;
  return (
    <Card as="figure" aria-labelledby={titleId} p={{ base: '4', md: '5' }} m="0">
      <Stack gap="3">
        <Heading as="h3" id={titleId} size="sm">
          {metric.title}
        </Heading>
        <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => {
            const value = values[index] ?? null;
            return (
              <li key={row.educator.id}>
                <HStack justify="space-between" gap="2" fontSize="sm">
                  <Text as="span" truncate>
                    {row.educator.name}
                  </Text>
                  <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
                    {metric.format(value)}
                  </Text>
                </HStack>
                <Box h="2" bg="bg.muted" rounded="full" mt="1" aria-hidden="true">
                  <Box h="full" bg={metric.color} rounded="full" w={`${((value ?? 0) / max) * 100}%`} minW={value ? '2' : '0'} />
                </Box>
              </li>
            );
          })}
        </Stack>
        <Text as="figcaption" fontSize="xs" color="fg.muted">
          {metric.hint}
        </Text>
      </Stack>
    </Card>
  );
}

/** The figures an admin compares per educator: four bar charts, then the same numbers in a table. */
export function EducatorFigures({ rows }: { rows: readonly Figures[] }) {
  if (rows.length === 0) return <Text color="fg.muted">Aucun éducateur dans l’équipe pour l’instant.</Text>;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {METRICS.map((metric) => (
          <BarChart key={metric.key} metric={metric} rows={rows} />
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
