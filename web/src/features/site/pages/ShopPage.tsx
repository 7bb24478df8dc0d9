import { SimpleGrid, Text } from '@chakra-ui/react';
import { BadgeEuro, Infinity as InfinityIcon, RotateCcw } from 'lucide-react';
import { PLANS } from '../../../../../shared/domain/plans';
import { rewardByType } from '../../../../../shared/domain/rewards';
import { REFUND_WINDOW_DAYS, SHOP_PRODUCT_IDS, SHOP_PRODUCTS, SHOP_TERMS, type ShopProduct } from '../../../../../shared/domain/shop';
import { CREDIT_VISIO, VISIO_OFFERS } from '../../../../../shared/domain/visios';
import { pointsLabel } from '../../../../../shared/domain/points';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { Main } from '../../../components/layout/Main';
import { FaqList, type FaqItem } from '../../../components/marketing/FaqList';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { ProductCard } from '../../../components/marketing/ProductCard';
import { Section } from '../../../components/marketing/Section';
import { TextLink } from '../../../components/ui/TextLink';
import { callApi } from '../../../lib/api';
import { usePaymentPage } from '../../../lib/payments/usePaymentPage';

const FAQ: readonly FaqItem[] = [
  {
    question: 'Comment utiliser un ticket acheté ?',
    answer: 'Il est crédité sur ton compte dès le paiement confirmé. Depuis « Mes tickets d’accompagnement », ouvre un nouveau ticket, décris la situation de ton chien et un éducateur te répond dans le délai promis.',
  },
  {
    question: `Comment se passe la ${CREDIT_VISIO.name.toLowerCase()} ?`,
    answer: `Après l’achat, tu choisis un créneau de ${CREDIT_VISIO.durationMinutes} minutes depuis « Mes visios avec un éducateur ». Le lien de la séance est disponible dans ton espace ; prévois ton chien, quelques friandises et un peu d’espace. Pour une ${VISIO_OFFERS.bilan.name.toLowerCase()} de ${VISIO_OFFERS.bilan.durationMinutes} minutes, réserve-la directement depuis « Mes visios avec un éducateur » : elle se paie à la réservation.`,
  },
  {
    question: 'Et si je ne l’utilise pas ?',
    answer: `${SHOP_TERMS.neverExpire}. Un achat non utilisé peut être remboursé dans les ${REFUND_WINDOW_DAYS} jours qui suivent : écris-nous par e-mail ou depuis un ticket, l’équipe s’en occupe.`,
  },
  {
    question: 'Mon abonnement inclut-il déjà des tickets ?',
    answer: `Oui : ${PLANS.premium.name} inclut des tickets chaque mois et ${PLANS.expert.name} des tickets illimités et une ${CREDIT_VISIO.name.toLowerCase()} par mois. La boutique sert à aller plus loin ponctuellement, quel que soit ton plan.`,
  },
];

/** `/boutique`: tickets, the single visio and the extra video, bought once, never expiring. */
export default function ShopPage() {
  const payment = usePaymentPage();
  const buy = (product: ShopProduct) =>
    payment.start({ key: product.id, failure: ERRORS.checkoutShop, open: () => callApi('shopCheckout', { body: { product: product.id } }) });

  return (
    <Main>
      <PageHeader eyebrow="Boutique" title="Un éducateur quand tu en as besoin, sans abonnement"
        lead="Une question précise, une situation urgente ou l’envie d’un regard professionnel sur ton chien : achète un ticket, une visio ou un retour vidéo à l’unité." />

      <Section title="Tickets, visio et retour vidéo à l’unité" intro="Paiement unique et sécurisé. Chaque achat te rapporte aussi des points.">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={{ base: '6', md: '6' }}>
          {SHOP_PRODUCT_IDS.map((id) => (
            <ProductCard key={id} product={SHOP_PRODUCTS[id]} onBuy={buy} highlighted={id === 'ticket_urgent'}
              pending={payment.pendingKey === id} disabled={payment.pendingKey !== undefined} />
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" title="Achète l’esprit tranquille">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <IconFeature icon={InfinityIcon} title={SHOP_TERMS.neverExpire}>
            Garde tes tickets pour le jour où tu en auras besoin : ils restent sur ton compte, sans date limite.
          </IconFeature>
          <IconFeature icon={RotateCcw} title={SHOP_TERMS.refundable}>
            Tu as changé d’avis ? Un achat non utilisé t’est remboursé dans les {REFUND_WINDOW_DAYS} jours.
          </IconFeature>
          <IconFeature icon={BadgeEuro} title={SHOP_TERMS.oneTimePayment} tone="accent">
            Tu paies une fois, par carte, via Stripe. Tu peux aussi gagner un{' '}
            {rewardByType('ticket_standard').name.toLowerCase()} avec {pointsLabel(rewardByType('ticket_standard').pointsCost)}.
          </IconFeature>
        </SimpleGrid>
      </Section>

      <Section title="Questions fréquentes sur la boutique">
        <FaqList items={FAQ} />
        <Text textAlign="center" mt="8" color="fg.muted">
          Besoin d’un suivi régulier ? <TextLink to="/offres">Compare nos abonnements</TextLink>.
        </Text>
      </Section>
    </Main>
  );
}
