import { HStack, Stack, Text } from '@chakra-ui/react';
import { formatEuros } from '../../../../shared/domain/money';
import { planPrice, yearlyPricePerMonth, yearlySavings, type BillingPeriod, type PlanId } from '../../../../shared/domain/plans';

/**
 * A plan's price for a billing period. Monthly: the monthly price. Yearly: the per-month price
 * (yearly / 12), the yearly amount actually charged and the savings against twelve months (shared rules).
 */
export function PriceTag({ plan, period }: { plan: PlanId; period: BillingPeriod }) {
  const free = planPrice(plan, 'monthly') === 0;
  const shown = free ? 0 : period === 'yearly' ? yearlyPricePerMonth(plan) : planPrice(plan, 'monthly');
  return (
    <Stack gap="1" minH="4.5rem">
      <HStack gap="1.5" alignItems="baseline">
        <Text as="span" fontFamily="heading" fontSize="4xl" fontWeight="600" lineHeight="1" color="brand.900">
          {formatEuros(shown)}
        </Text>
        <Text as="span" color="fg.muted">{free ? 'pour toujours' : '/ mois'}</Text>
      </HStack>
      {!free && period === 'yearly' && (
        <Text fontSize="sm" color="fg.muted">
          {formatEuros(planPrice(plan, 'yearly'))} facturés une fois par an,{' '}
          <Text as="strong" color="accent.700">soit {formatEuros(yearlySavings(plan))} d’économie</Text>
        </Text>
      )}
      {!free && period === 'monthly' && <Text fontSize="sm" color="fg.muted">Sans engagement, résiliable à tout moment</Text>}
      {free && <Text fontSize="sm" color="fg.muted">Sans carte bancaire</Text>}
    </Stack>
  );
}
