import { HStack, Text } from '@chakra-ui/react';
import { PawPrint } from 'lucide-react';
import { BRAND } from '../../../../shared/brand';

/** The product's mark: a paw in a rounded square and the name. */
export function Logo() {
  return (
    <HStack gap="2" color="brand.fg">
      <HStack justify="center" boxSize="9" rounded="xl" bg="brand.solid" color="brand.contrast" aria-hidden="true">
        <PawPrint size={20} strokeWidth={2.25} />
      </HStack>
      <Text as="span" fontFamily="heading" fontWeight="700" fontSize="xl" letterSpacing="-0.01em" color="fg">
        {BRAND.name}
      </Text>
    </HStack>
  );
}
