import { HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { ADMIN_FIGURES, type AdminFigureId } from '../../../../../shared/domain/stats';
import { Card } from '../../../components/ui/Card';
import { FigureInfo } from './FigureInfo';

/**
 * One figure of an admin page: a group named by the figure's label (shared/domain/stats.ts, the same on every page
 * that shows it), its definition a button away, its value large, and a line of detail.
 */
export function AdminStat({ figure, value, detail }: { figure: AdminFigureId; value: string | number | undefined; detail?: string }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} p={{ base: '4', md: '5' }}>
      <Stack gap="1">
        <HStack gap="1" align="center">
          <Text id={id} fontSize="sm" color="fg.muted">
            {ADMIN_FIGURES[figure].label}
          </Text>
          <FigureInfo figure={figure} />
        </HStack>
        <Text data-testid="figure-value" fontSize="3xl" fontWeight="bold" lineHeight="1.1">
          {value ?? '—'}
        </Text>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
