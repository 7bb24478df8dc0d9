import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Card } from '../../../components/ui/Card';

/** One figure of an admin page: a group named by its label, its value large, and a line of detail. */
export function AdminStat({ label, value, detail }: { label: string; value: string | number | undefined; detail?: string }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} p={{ base: '4', md: '5' }}>
      <Stack gap="1">
        <Text id={id} fontSize="sm" color="fg.muted">
          {label}
        </Text>
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
