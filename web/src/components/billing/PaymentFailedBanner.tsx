import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/ButtonLink';

/**
 * A renewal of the member's plan failed (issue 13): Stripe tries again for a few days, the member keeps their plan
 * meanwhile and updates their card in the portal, from their subscription page.
 */
export function PaymentFailedBanner({ action }: { action?: ReactNode }) {
  return (
    <Alert.Root status="warning" rounded="card" alignItems={{ base: 'flex-start', md: 'center' }} flexDirection={{ base: 'column', md: 'row' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Le paiement de ton abonnement a échoué</Alert.Title>
        <Alert.Description>
          Ton plan reste actif pendant que nous réessayons. Mets à jour ta carte bancaire pour éviter qu’il ne s’arrête.
        </Alert.Description>
      </Alert.Content>
      {action ?? (
        <ButtonLink to="/membre/abonnement" size="sm" colorPalette="orange" flexShrink={0}>
          Mettre à jour ma carte
        </ButtonLink>
      )}
    </Alert.Root>
  );
}
