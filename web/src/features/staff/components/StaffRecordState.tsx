import { Alert, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StaffPage } from './StaffPage';

/**
 * The console page of one record (a ticket, a visio, a video) while it loads, or when it cannot be read: a skeleton,
 * or the API's French message with the way back to the list.
 */
export function StaffRecordState({ title, error, back }: { title: string; error: Error | null; back: ReactNode }) {
  return (
    <StaffPage title={title} maxW="7xl">
      {error ? (
        <>
          {back}
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        </>
      ) : (
        <Skeleton h="64" rounded="card" aria-busy="true" />
      )}
    </StaffPage>
  );
}
