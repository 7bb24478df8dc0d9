import { Alert, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BILLING_PERIODS, DEFAULT_BILLING_PERIOD, PAID_PLAN_IDS, type BillingPeriod, type PaidPlanId } from '../../../../../shared/domain/plans';
import { isShopProductId } from '../../../../../shared/domain/shop';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { callApi, isApiError, subscriptionQuery } from '../../../lib/api';

const isPaidPlan = (value: string | null): value is PaidPlanId => (PAID_PLAN_IDS as readonly (string | null)[]).includes(value);
const isPeriod = (value: string | null): value is BillingPeriod => (BILLING_PERIODS as readonly (string | null)[]).includes(value);

/** The server answered without the page's address (SPEC §8 'URL de paiement non reçue'). */
class MissingUrl extends Error {}

/**
 * `/membre/paiement?offre=premium&periode=yearly` or `?produit=ticket_urgent`: where a public page's plan and shop
 * buttons send a signed-in member (issue 24: the public pages have no app to call the API; web/src/islands/checkout.ts
 * opens this page in a new tab, SPEC §7). It asks the API for the provider's page and goes there; a member who
 * already pays a plan changes it from the subscription page (the portal), as the app's plans page says.
 */
export default function CheckoutStartPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ title: string; description?: string } | null>(null);
  const started = useRef(false);
  const plan = search.get('offre');
  const back = isPaidPlan(plan) ? { to: '/offres', label: 'Retour aux offres' } : { to: '/boutique', label: 'Retour à la boutique' };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const period = search.get('periode');
    const product = search.get('produit');
    const start = async (): Promise<{ url?: string } | null> => {
      if (isPaidPlan(plan)) {
        const billing = await queryClient.fetchQuery(subscriptionQuery());
        if (billing.subscribed && billing.billingPeriod !== null) return null;
        return callApi('planCheckout', { body: { plan, period: isPeriod(period) ? period : DEFAULT_BILLING_PERIOD } });
      }
      if (isShopProductId(product)) return callApi('shopCheckout', { body: { product } });
      throw new Error('unknown purchase');
    };
    start().then(
      (answer) => {
        if (answer === null) {
          navigate('/membre/abonnement', { replace: true });
          return;
        }
        if (!answer.url) throw new MissingUrl();
        window.location.replace(answer.url);
      },
    ).catch((error: unknown) => {
      const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
      const title = error instanceof MissingUrl ? ERRORS.checkoutUrlMissing : isPaidPlan(plan) ? ERRORS.checkoutPlan : ERRORS.checkoutShop;
      setFailure(detail ? { title, description: detail } : { title });
    });
  }, [plan, search, queryClient, navigate]);

  return (
    <MemberPage title="Paiement sécurisé" maxW="2xl">
      {failure ? (
        <Stack gap="6" align="flex-start">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure.title}</Alert.Title>
              {failure.description && <Alert.Description>{failure.description}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
          <ButtonLink to={back.to} variant="outline">{back.label}</ButtonLink>
        </Stack>
      ) : (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text>Ouverture de la page de paiement sécurisée…</Text>
        </HStack>
      )}
    </MemberPage>
  );
}
