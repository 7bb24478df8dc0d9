import { Badge, Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Crown, PawPrint, Star, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BILLING_PERIODS, PLANS, type BillingPeriod, type Plan, type PlanId } from '../../../../shared/domain/plans';
import { PERIOD_ATTRIBUTE } from '../../islands/markers';
import { CheckList } from './CheckList';
import { PriceTag } from './PriceTag';

const ICONS: Record<Plan['icon'], LucideIcon> = { PawPrint, Star, Crown };

export interface PlanCardProps {
  plan: PlanId;
  /** `both`: the two prices, each marked with its period; CSS shows the one of the checked radio (a static page). */
  period: BillingPeriod | 'both';
  /** Shows the card raised with a ribbon (the plan most members choose). */
  highlighted?: boolean;
  /** The call to action (a ButtonLink or a Button). */
  action: ReactNode;
}

/** One plan of the catalogue: name, tagline, price for the period, features and its call to action. */
export function PlanCard({ plan: planId, period, highlighted = false, action }: PlanCardProps) {
  const plan = PLANS[planId];
  const Icon = ICONS[plan.icon];
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="elevated" position="relative" h="full"
      borderWidth={highlighted ? '2px' : '1px'} borderColor={highlighted ? 'brand.600' : 'border'}
      boxShadow={highlighted ? 'raised' : 'card'}>
      {highlighted && (
        <Badge position="absolute" top="0" left="50%" transform="translate(-50%, -50%)" colorPalette="accent"
          variant="solid" size="md" px="3">
          Le plus choisi
        </Badge>
      )}
      <Card.Body gap="5" p={{ base: '6', md: '7' }}>
        <HStack gap="3">
          <Box display="grid" placeItems="center" boxSize="10" borderRadius="full" bg="brand.100" color="brand.700" aria-hidden>
            <Icon size={20} />
          </Box>
          <Heading as="h3" id={titleId} fontSize="2xl" color="brand.900">{plan.name}</Heading>
        </HStack>
        <Text color="fg.muted">{plan.tagline}</Text>
        {period === 'both' ? (
          BILLING_PERIODS.map((shown) => (
            <Box key={shown} {...{ [PERIOD_ATTRIBUTE]: shown }}><PriceTag plan={planId} period={shown} /></Box>
          ))
        ) : (
          <PriceTag plan={planId} period={period} />
        )}
        <Box borderTopWidth="1px" borderColor="border" pt="5" flex="1">
          <CheckList items={plan.features} />
        </Box>
      </Card.Body>
      <Card.Footer p={{ base: '6', md: '7' }} pt="0">
        {action}
      </Card.Footer>
    </Card.Root>
  );
}
