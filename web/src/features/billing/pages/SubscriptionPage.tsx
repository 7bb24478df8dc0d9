import { Alert, Badge, Button, Heading, HStack, List, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SubscriptionView } from '../../../../../shared/contract/payment-schemas';
import { BILLING_PERIOD_LABELS } from '../../../../../shared/domain/billing';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLANS } from '../../../../../shared/domain/plans';
import { BRAND } from '../../../../../shared/brand';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { PaymentFailedBanner } from '../../../components/billing/PaymentFailedBanner';
import { PageState } from '../../../components/ui/PageState';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { toaster } from '../../../components/ui/toaster';
import { callApi } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { usePaymentPage } from '../../../lib/payments/usePaymentPage';
import { useCheckSubscription, useSubscription } from '../api/billing';
import { usePortalReturn } from '../usePortalReturn';

const TITLE = 'Gérer mon abonnement';
const LEAD = 'Ton plan, ce qu’il comprend, sa date de renouvellement, et la gestion de ton paiement.';
/** After a payment, how long the page waits for Stripe's confirmation before saying it is still coming. */
const ACTIVATION_WAIT_MS = 30_000;

function statusLine(view: SubscriptionView): string {
  const plan = PLANS[view.subscriptionType];
  if (!view.subscribed) return 'Tu profites du plan Gratuit : passe à un plan payant quand tu veux, sans engagement.';
  if (view.gift) {
    const until = view.gift.endsAt
      ? `jusqu’au ${formatDate(new Date(Date.parse(view.gift.endsAt) - 1).toISOString())} inclus, sans aucun paiement ; tu repasseras ensuite au plan Gratuit`
      : 'sans date de fin, sans aucun paiement';
    return `Offert par l’équipe ${BRAND.name} : ton plan ${plan.name} t’est offert ${until}. Tu peux t’abonner quand tu veux : ton abonnement prendra le relais de l’offre.`;
  }
  if (!view.subscriptionEnd || !view.billingPeriod) return `Ton plan ${plan.name} t’a été attribué par l’équipe ${BRAND.name}.`;
  if (view.cancelAtPeriodEnd) {
    return `Abonnement résilié : ton accès ${plan.name} reste actif jusqu’au ${formatDate(view.subscriptionEnd)}, puis tu repasseras au plan Gratuit.`;
  }
  return `Prochain renouvellement le ${formatDate(view.subscriptionEnd)} : ${formatEuros(plan.prices[view.billingPeriod])} (${BILLING_PERIOD_LABELS[view.billingPeriod]}).`;
}

function Counters({ view }: { view: SubscriptionView }) {
  const { ticketsPerMonth, visiosPerMonth } = PLANS[view.subscriptionType];
  const rows = [
    ticketsPerMonth === 'unlimited' ? ['Tickets', 'illimités'] : ticketsPerMonth > 0 ? ['Tickets restants ce mois-ci', String(view.ticketsRemaining)] : null,
    visiosPerMonth > 0 ? ['Visio incluse restante ce mois-ci', String(view.visiosRemaining)] : null,
    view.visiosBonus > 0 ? ['Visios bonus', String(view.visiosBonus)] : null,
  ].filter((row): row is string[] => row !== null);
  if (rows.length === 0) return null;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: rows.length }} gap="3" m="0">
      {rows.map(([label, value]) => (
        <Card key={label} p="4">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" m="0" fontSize="2xl" fontWeight="bold">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /membre/abonnement (SPEC §2 Subscription, issue 13): the current plan and its features, the renewal or end date,
 * 'Actualiser' (check-subscription), the customer portal and the plans. A plan the team gave (issue 21) is explained
 * (offered by the team, until when) with 'M’abonner' instead of the portal, which the server opens only for a
 * subscription (issue 23: it said 'Aucun abonnement en cours'). Back from a payment (`success=true`), the
 * page waits, with a spinner, for Stripe's confirmation to reach the server; back from the portal, it reads the
 * subscription again and announces a plan changed there (usePortalReturn).
 */
export default function SubscriptionPage() {
  const location = useLocation();
  // Read on arrival: the shell's URL-flag toasts remove the flag from the address right after.
  const [justPaid] = useState(() => new URLSearchParams(location.search).get('success') === 'true');
  const [waiting, setWaiting] = useState(justPaid);
  const subscription = useSubscription(waiting ? 2_000 : undefined);
  const check = useCheckSubscription();
  const payment = usePaymentPage();
  const view = subscription.data;
  // Back from the portal: 'Bienvenue dans ton nouveau plan' only if the plan changed there.
  usePortalReturn(check.mutateAsync);

  useEffect(() => {
    if (!waiting) return;
    if (view?.subscribed) {
      setWaiting(false);
      return;
    }
    const timer = window.setTimeout(() => setWaiting(false), ACTIVATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, view?.subscribed]);

  const refresh = () =>
    check.mutate(undefined, {
      onSuccess: () => toaster.create({ type: 'success', title: 'Abonnement à jour' }),
      onError: () => toaster.create({ type: 'error', title: ERRORS.subscriptionCheck }),
    });
  const openPortal = () => payment.start({ key: 'portal', failure: ERRORS.portal, open: () => callApi('billingPortal', {}) });

  if (subscription.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de ton abonnement…">
          <Skeleton h="72" rounded="card" />
        </PageState>
      </MemberPage>
    );
  }
  if (subscription.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="error" message={ERRORS.subscriptionCheck} onRetry={() => void subscription.refetch()} retrying={subscription.isFetching} />
      </MemberPage>
    );
  }

  const current = view!;
  const plan = PLANS[current.subscriptionType];
  return (
    <MemberPage title={TITLE} lead={LEAD}>
      {waiting && !current.subscribed && (
        <Alert.Root status="info" rounded="card" role="status">
          <Spinner size="sm" />
          <Alert.Title>Paiement reçu : activation de ton abonnement en cours…</Alert.Title>
        </Alert.Root>
      )}
      {current.paymentFailed && (
        <PaymentFailedBanner
          action={
            <Button size="sm" colorPalette="orange" flexShrink={0} loading={payment.pendingKey === 'portal'} onClick={openPortal}>
              Mettre à jour ma carte
            </Button>
          }
        />
      )}

      <Card as="section" aria-labelledby="current-plan-title">
        <Stack gap="5">
          <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                Mon plan actuel
              </Text>
              <Heading as="h2" id="current-plan-title" size="2xl">
                {plan.name}
              </Heading>
              <Text color="fg.muted">{plan.tagline}</Text>
            </Stack>
            {current.gift ? (
              <Badge colorPalette="accent" size="lg">Offert</Badge>
            ) : current.cancelAtPeriodEnd ? (
              <Badge colorPalette="orange" size="lg">Résilié</Badge>
            ) : current.subscribed ? (
              <Badge colorPalette="green" size="lg">Actif</Badge>
            ) : null}
          </HStack>
          <Text aria-live="polite">{statusLine(current)}</Text>
          <List.Root gap="2" variant="plain">
            {plan.features.map((feature) => (
              <List.Item key={feature} alignItems="center">
                <List.Indicator asChild color="brand.fg">
                  <Check size={18} aria-hidden="true" />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
          <Counters view={current} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap">
            {current.canManage && (
              <Button colorPalette="brand" loading={payment.pendingKey === 'portal'} loadingText="Ouverture du portail…" onClick={openPortal}>
                Gérer mon abonnement
              </Button>
            )}
            <ButtonLink to="/offres" variant={current.canManage ? 'outline' : 'solid'} colorPalette="brand">
              {current.gift ? 'M’abonner' : current.subscribed ? 'Voir les offres' : 'Choisir un plan'}
            </ButtonLink>
            <Button variant="ghost" loading={check.isPending} loadingText="Vérification…" onClick={refresh}>
              Actualiser
            </Button>
          </Stack>
          {current.canManage && (
            <Text fontSize="sm" color="fg.muted">
              Le portail sécurisé de Stripe s’ouvre dans un nouvel onglet : carte bancaire, factures, changement de plan ou résiliation.
            </Text>
          )}
        </Stack>
      </Card>
    </MemberPage>
  );
}
