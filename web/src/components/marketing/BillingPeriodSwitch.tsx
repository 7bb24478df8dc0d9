import { Badge, Box, chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { YEARLY_DISCOUNT_BADGE, type BillingPeriod } from '../../../../shared/domain/plans';

const LABELS: Record<BillingPeriod, string> = { monthly: 'Mensuel', yearly: 'Annuel' };

export interface BillingPeriodSwitchProps {
  value: BillingPeriod;
  onChange?: (period: BillingPeriod) => void;
}

const Input = chakra('input');

/**
 * Monthly / yearly choice as a segmented control built on native radio buttons: arrow keys, labels and
 * the checked state come from the browser. The yearly option carries the discount badge. Uncontrolled when no
 * `onChange` is given (a static page: CSS shows the prices of the checked period).
 */
export function BillingPeriodSwitch({ value, onChange }: BillingPeriodSwitchProps) {
  const name = useId();
  return (
    <Box as="fieldset" border="0" p="0" m="0">
      <chakra.legend srOnly>Période de facturation</chakra.legend>
      <HStack gap="1" p="1" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="full" boxShadow="card">
        {(['monthly', 'yearly'] as const).map((period) => (
          <chakra.label key={period} position="relative" display="inline-flex" alignItems="center" gap="2" cursor="pointer"
            px={{ base: '4', sm: '5' }} h="11" borderRadius="full" fontWeight="semibold" fontSize="sm"
            color="fg.muted" bg="transparent" transition="background 0.15s, color 0.15s"
            _hover={{ color: 'brand.800', bg: 'brand.subtle' }}
            css={{
              // The checked radio's look comes from the radio itself: the same in the app and on the static page,
              // where the browser alone moves the choice (web/src/islands/).
              '&:has(input:checked), &:has(input:checked):hover': { color: 'white', bg: 'brand.solid' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
            }}>
            <Input type="radio" name={name} value={period} srOnly
              {...(onChange ? { checked: value === period, onChange: () => onChange(period) } : { defaultChecked: value === period })} />
            {LABELS[period]}
            {period === 'yearly' && (
              <Badge colorPalette="accent" variant="solid" size="sm">{YEARLY_DISCOUNT_BADGE}</Badge>
            )}
          </chakra.label>
        ))}
      </HStack>
    </Box>
  );
}
