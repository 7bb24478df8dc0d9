import { Badge } from '@chakra-ui/react';
import { PLANS, type PlanId } from '../../../../shared/domain/plans';

const PLAN_COLORS: Record<PlanId, string> = { gratuit: 'gray', premium: 'brand', expert: 'accent' };

/** A member's plan, by its name, in the plan's colour (the team's tables and files). */
export function PlanBadge({ plan }: { plan: PlanId }) {
  return (
    <Badge colorPalette={PLAN_COLORS[plan]} variant="subtle">
      {PLANS[plan].name}
    </Badge>
  );
}
