import { Box, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Card } from '../ui/Card';

export interface Column {
  label: string;
  value: number | null;
  /** The value as a person reads it. */
  display: string;
}

/**
 * A series over time (weeks, months): one column per period, drawn with boxes like BarChart (no chart library for a
 * few series). The columns are decoration: the same figures are in a table screen readers read, and a tooltip
 * (title) gives each column's value.
 */
export function ColumnChart({ id, title, hint, columns, color, action }: { id: string; title: string; hint: string; columns: readonly Column[]; color: string; action?: ReactNode }) {
  const max = Math.max(1, ...columns.map((column) => column.value ?? 0));
  const titleId = `chart-${id}`;
  return (
    <Card as="figure" aria-labelledby={titleId} p={{ base: '4', md: '5' }} m="0">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
          <Heading as="h3" id={titleId} size="sm">
            {title}
          </Heading>
          {action}
        </HStack>
        <HStack align="flex-end" h="32" gap="1" aria-hidden="true">
          {columns.map((column) => (
            <Box key={column.label} flex="1" h="full" display="flex" alignItems="flex-end" title={`${column.label} : ${column.display}`}>
              <Box w="full" bg={color} roundedTop="sm" h={`${((column.value ?? 0) / max) * 100}%`} minH={column.value ? '1' : '0'} />
            </Box>
          ))}
        </HStack>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
          <Text>{columns[0]?.label}</Text>
          <Text>{columns.at(-1)?.label}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {hint} Dernière valeur : <strong>{columns.at(-1)?.display ?? '—'}</strong>.
        </Text>
        <VisuallyHidden>
          <Table.Root>
            <Table.Caption>{title}</Table.Caption>
            <Table.Body>
              {columns.map((column) => (
                <Table.Row key={column.label}>
                  <Table.ColumnHeader scope="row">{column.label}</Table.ColumnHeader>
                  <Table.Cell>{column.display}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}
