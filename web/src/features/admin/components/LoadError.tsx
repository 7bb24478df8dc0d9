import { Alert } from '@chakra-ui/react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { isMfaRequired, SECOND_FACTOR_SETUP_PATH } from '../mfa';

/**
 * What an admin page shows when its data could not be read: the API's French message. An admin without the second
 * factor the admin area requires is led to its setup.
 */
export function LoadError({ error }: { error: Error }) {
  const setUpSecondFactor = isMfaRequired(error);
  return (
    <Alert.Root status={setUpSecondFactor ? 'warning' : 'error'} rounded="lg" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>{error.message}</Alert.Title>
      </Alert.Content>
      {setUpSecondFactor && (
        <ButtonLink to={SECOND_FACTOR_SETUP_PATH} size="sm" colorPalette="orange">
          Activer la double authentification
        </ButtonLink>
      )}
    </Alert.Root>
  );
}
