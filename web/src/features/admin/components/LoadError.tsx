import { Alert } from '@chakra-ui/react';

/** What an admin page shows when its data could not be read: the API's French message. */
export function LoadError({ error }: { error: Error }) {
  return (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Title>{error.message}</Alert.Title>
    </Alert.Root>
  );
}
