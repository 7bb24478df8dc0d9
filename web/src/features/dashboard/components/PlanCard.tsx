import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Crown, PawPrint, Star, type LucideIcon } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { PLANS, type Plan } from '../../../../../shared/domain/plans';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DashboardCard } from './DashboardCard';

const PLAN_ICONS: Record<Plan['icon'], LucideIcon> = { PawPrint, Star, Crown };

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

function ticketsLine(subscription: Me['subscription']): string {
  const { ticketsPerMonth } = PLANS[subscription.type];
  if (ticketsPerMonth === 'unlimited') return 'Tickets illimités';
  if (ticketsPerMonth === 0) return 'Tickets éducateur avec Premium et Expert+';
  return `${plural(subscription.ticketsRemaining, 'ticket restant', 'tickets restants')} ce mois-ci`;
}

function visiosLine(subscription: Me['subscription']): string | null {
  const included = PLANS[subscription.type].visiosPerMonth > 0;
  const parts = [
    included ? `${plural(subscription.visiosRemaining, 'visio incluse restante', 'visios incluses restantes')} ce mois-ci` : null,
    subscription.visiosBonus > 0 ? plural(subscription.visiosBonus, 'crédit visio acheté', 'crédits visio achetés') : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The member's current plan and this month's counters, from `GET /me`. */
export function PlanCard({ subscription }: { subscription: Me['subscription'] }) {
  const plan = PLANS[subscription.type];
  const visios = visiosLine(subscription);
  return (
    <DashboardCard titleId="plan-card-title" eyebrow="Mon abonnement" title={`Plan ${plan.name}`} icon={{ Icon: PLAN_ICONS[plan.icon], palette: 'brand' }}>
      <Text color="fg.muted">{plan.tagline}</Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        <HStack as="li" gap="2">
          <Badge colorPalette="brand" variant="subtle">
            Tickets
          </Badge>
          <Text as="span">{ticketsLine(subscription)}</Text>
        </HStack>
        {visios && (
          <HStack as="li" gap="2">
            <Badge colorPalette="accent" variant="subtle">
              Visios
            </Badge>
            <Text as="span">{visios}</Text>
          </HStack>
        )}
      </Stack>
      {subscription.type === 'gratuit' ? (
        <ButtonLink to="/offres" mt="auto" alignSelf="flex-start" colorPalette="brand">
          Passer à Premium
        </ButtonLink>
      ) : (
        <ButtonLink to="/membre/abonnement" mt="auto" alignSelf="flex-start" colorPalette="brand" variant="outline">
          Gérer mon abonnement
        </ButtonLink>
      )}
    </DashboardCard>
  );
}
