import { Box, Button, SimpleGrid, Text, type SystemStyleObject } from '@chakra-ui/react';
import { RefreshCw, ShieldCheck, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BILLING_PERIODS, DEFAULT_BILLING_PERIOD, PAID_PLAN_IDS, PLAN_IDS, PLANS, YEARLY_DISCOUNT_BADGE, type BillingPeriod, type PlanId }
  from '../../../../../shared/domain/plans';
import { Main } from '../../../components/layout/Main';
import { BillingPeriodSwitch } from '../../../components/marketing/BillingPeriodSwitch';
import { CtaBand } from '../../../components/marketing/CtaBand';
import { FaqList, type FaqItem } from '../../../components/marketing/FaqList';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { PlanCard } from '../../../components/marketing/PlanCard';
import { Section } from '../../../components/marketing/Section';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { TextLink } from '../../../components/ui/TextLink';
import { callApi, subscriptionQuery, useMe } from '../../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { usePaymentPage } from '../../../lib/payments/usePaymentPage';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { useAuth } from '../../../lib/auth';
import { pointsLabel } from '../../../../../shared/domain/points';
import { ISLAND, MEMBER_ONLY, PERIOD_ATTRIBUTE, SLOT, VISITOR_ONLY } from '../../../islands/markers';
import { useStaticPage } from '../../../ssr/static-page';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Puis-je changer d’offre en cours de route ?',
    answer: 'Oui, à tout moment depuis « Gérer mon abonnement » dans ton espace membre. Ton profil chien, tes points et ton historique te suivent d’une offre à l’autre.',
  },
  {
    question: 'Comment résilier mon abonnement ?',
    answer: 'En quelques clics depuis ton espace membre, sans frais ni justification. Tu gardes l’accès à toutes les fonctionnalités de ton offre jusqu’à la fin de la période de facturation déjà payée, puis ton compte repasse au plan Gratuit : ton profil, tes points et ton historique sont conservés.',
  },
  {
    question: 'Le paiement est-il sécurisé ?',
    answer: 'Oui. Les paiements sont traités par Stripe, prestataire certifié PCI-DSS niveau 1. Tes coordonnées bancaires ne transitent jamais par nos serveurs et ne sont pas conservées chez nous.',
  },
  {
    question: 'Quelle différence entre le paiement mensuel et annuel ?',
    answer: `Le contenu de l’offre est identique. En annuel, tu paies une fois pour douze mois et tu économises environ 15 % (${YEARLY_DISCOUNT_BADGE}) par rapport à douze mensualités.`,
  },
  {
    question: 'Que se passe-t-il à la fin de ma période ?',
    answer: 'L’abonnement se renouvelle automatiquement pour la même durée, au tarif en vigueur, sauf si tu l’as résilié avant. Tu peux consulter la date de renouvellement dans ton espace.',
  },
];

const INTRO: Readonly<Record<BillingPeriod, string>> = {
  monthly: 'Prix affichés par mois, pour un paiement mensuel.',
  yearly: 'Prix affichés par mois, pour un paiement annuel en une fois.',
};

/** `/offres`: the monthly/yearly switch, the three plans from the catalogue and the plan FAQ. */
export default function PlansPage() {
  return useStaticPage() ? <StaticPlansPage /> : <AppPlansPage />;
}

/** The page as the app renders it: the period and the member's plan in React's state, checkout from the button. */
function AppPlansPage() {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const signedIn = useAuth().state.status === 'signedIn';
  const currentPlan = useMe(signedIn).data?.subscription.type;
  const payment = usePaymentPage();
  const billing = useQuery({ ...subscriptionQuery(), enabled: signedIn }).data;
  const paysSubscription = billing?.subscribed === true && billing.billingPeriod !== null;

  const actionFor = (plan: PlanId) => {
    const name = PLANS[plan].name;
    if (signedIn && plan === currentPlan) {
      return <Button w="full" variant="subtle" disabled>Ton offre actuelle</Button>;
    }
    if (plan === 'gratuit') {
      return signedIn
        ? <ButtonLink to="/membre/dashboard" w="full" variant="outline">Accéder à mon espace</ButtonLink>
        : <ButtonLink to="/auth?tab=signup" w="full" variant="outline">Commencer gratuitement</ButtonLink>;
    }
    // A member who already pays a subscription changes plan in the portal, from their subscription page.
    if (paysSubscription) {
      return (
        <ButtonLink to="/membre/abonnement" w="full" variant={plan === 'premium' ? 'solid' : 'outline'}>
          Passer à {name}
        </ButtonLink>
      );
    }
    return (
      <Button w="full" variant={plan === 'premium' ? 'solid' : 'outline'} loading={payment.pendingKey === plan} loadingText="Ouverture du paiement…"
        disabled={payment.pendingKey !== undefined}
        onClick={() => payment.start({ key: plan, failure: ERRORS.checkoutPlan, open: () => callApi('planCheckout', { body: { plan, period } }) })}>
        Choisir {name}
      </Button>
    );
  };

  return (
    <PlansContent period={period} switcher={<BillingPeriodSwitch value={period} onChange={setPeriod} />} intro={INTRO[period]}
      actionFor={actionFor}
      cta={(
        <ButtonLink to={signedIn ? '/membre/dashboard' : '/auth?tab=signup'} size="lg" colorPalette="accent">
          {signedIn ? 'Retour à mon espace' : 'Commencer gratuitement'}
        </ButtonLink>
      )} />
  );
}

/** Hides the prices and texts of the period not checked (web/src/islands/markers.ts): the browser alone moves the switch. */
const SHOWS_CHECKED_PERIOD = {
  [`&:has(input[value=yearly]:checked) [${PERIOD_ATTRIBUTE}=monthly], &:not(:has(input[value=yearly]:checked)) [${PERIOD_ATTRIBUTE}=yearly]`]: { display: 'none' },
};

/**
 * The page as the build renders it for a visitor, with no React in the browser (web/src/ssr/static-page.ts): both
 * periods' prices, CSS showing those of the checked radio; the visitor's and the member's actions, the session
 * showing one (web/src/islands/markers.ts); the paid plans' buttons, which the islands wire to sign-up or checkout
 * (web/src/islands/plans.ts), and the 'Ton offre actuelle' of each plan, shown on the member's.
 */
function StaticPlansPage() {
  const actionFor = (plan: PlanId) => (
    <Box w="full" {...{ [ISLAND]: 'plan-actions', 'data-plan': plan }}>
      {plan === 'gratuit' ? (
        <>
          <ButtonLink to="/auth?tab=signup" w="full" variant="outline" css={VISITOR_ONLY}>Commencer gratuitement</ButtonLink>
          <ButtonLink to="/membre/dashboard" w="full" variant="outline" css={MEMBER_ONLY}>Accéder à mon espace</ButtonLink>
        </>
      ) : (
        <Button w="full" variant={plan === 'premium' ? 'solid' : 'outline'} {...{ [ISLAND]: 'plan-checkout', 'data-plan': plan }}>
          Choisir {PLANS[plan].name}
        </Button>
      )}
      <Button w="full" variant="subtle" disabled hidden {...{ [SLOT]: 'current' }}>Ton offre actuelle</Button>
    </Box>
  );
  return (
    <PlansContent period="both" css={SHOWS_CHECKED_PERIOD} switcher={<BillingPeriodSwitch value={DEFAULT_BILLING_PERIOD} />}
      intro={BILLING_PERIODS.map((period) => <span key={period} {...{ [PERIOD_ATTRIBUTE]: period }}>{INTRO[period]}</span>)}
      actionFor={actionFor}
      cta={(
        <>
          <ButtonLink to="/auth?tab=signup" size="lg" colorPalette="accent" css={VISITOR_ONLY}>Commencer gratuitement</ButtonLink>
          <ButtonLink to="/membre/dashboard" size="lg" colorPalette="accent" css={MEMBER_ONLY}>Retour à mon espace</ButtonLink>
        </>
      )} />
  );
}

interface PlansContentProps {
  period: BillingPeriod | 'both';
  switcher: ReactNode;
  intro: ReactNode;
  actionFor: (plan: PlanId) => ReactNode;
  cta: ReactNode;
  css?: SystemStyleObject;
}

function PlansContent({ period, switcher, intro, actionFor, cta, css }: PlansContentProps) {
  return (
    <Main css={css}>
      <PageHeader eyebrow="Offres et tarifs" title="L’accompagnement qui suit le rythme de ton chien"
        lead="Commence gratuitement, puis choisis l’offre qui correspond à vos besoins. Sans engagement : tu changes d’offre ou tu résilies quand tu veux.">
        {switcher}
      </PageHeader>

      <Section title="Nos trois offres" intro={intro}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} pt="3" alignItems="stretch">
          {PLAN_IDS.map((plan) => (
            <PlanCard key={plan} plan={plan} period={period} highlighted={plan === 'premium'} action={actionFor(plan)} />
          ))}
        </SimpleGrid>
        <Text textAlign="center" fontSize="sm" color="fg.muted" mt="8">
          Prix TTC. Paiement sécurisé par Stripe. Besoin d’une aide ponctuelle sans abonnement ?{' '}
          <TextLink to="/boutique">Découvre la boutique</TextLink>.
        </Text>
      </Section>

      <Section tone="muted" title="Ton abonnement, en toute sérénité">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <IconFeature icon={ShieldCheck} title="Paiement sécurisé">
            Tes paiements passent par Stripe : aucune donnée bancaire n’est stockée chez nous.
          </IconFeature>
          <IconFeature icon={RefreshCw} title="Sans engagement">
            Change d’offre ou résilie à tout moment ; l’accès reste actif jusqu’à la fin de la période payée.
          </IconFeature>
          <IconFeature icon={Sparkles} title="Bonus de bienvenue" tone="accent">
            {PAID_PLAN_IDS.map((plan) => `${pointsLabel(PLANS[plan].signUpBonusPoints, { sign: true })} avec ${PLANS[plan].name}`).join(', ')}
            {' '}pour bien démarrer.
          </IconFeature>
        </SimpleGrid>
      </Section>

      <Section title="Questions fréquentes sur les offres">
        <FaqList items={FAQ} />
      </Section>

      <CtaBand title="Pas encore décidé ?" text="Le plan Gratuit te permet de découvrir la méthode avec ton chien, sans carte bancaire.">
        {cta}
      </CtaBand>
    </Main>
  );
}
