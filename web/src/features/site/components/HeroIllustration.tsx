import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Dog, MessageCircle, Sparkles } from 'lucide-react';

/**
 * The landing page's picture: a glimpse of a member's week (a recommended fiche, the week's progress and
 * an educator's reply), drawn with the design system instead of a heavy image. Decorative. Beside the text
 * (lg), it is centred on it and its height is reserved: a slow device may paint the page before the picture is
 * wholly parsed, and a picture still growing would move as it is re-centred.
 */
export function HeroIllustration() {
  return (
    <Box position="relative" aria-hidden maxW="md" mx="auto" w="full" pt="4" pb="16" minH={{ lg: '24rem' }}>
      <Box position="absolute" inset="6% -4% 0 8%" borderRadius="card" bg="accent.100" transform="rotate(3deg)" />
      <Stack position="relative" bg="bg.panel" borderRadius="card" boxShadow="raised" p="6" gap="5" borderWidth="1px"
        borderColor="border">
        <HStack justify="space-between">
          <HStack gap="3">
            <Box display="grid" placeItems="center" boxSize="11" borderRadius="full" bg="brand.100" color="brand.700">
              <Dog size={22} />
            </Box>
            <Stack gap="0">
              <Text fontWeight="semibold" color="brand.900">Ulysse, 2 ans</Text>
              <Text fontSize="sm" color="fg.muted">Berger australien</Text>
            </Stack>
          </HStack>
          <Badge colorPalette="brand" variant="subtle">Profil à jour</Badge>
        </HStack>
        <Stack gap="2" bg="bg.subtle" borderRadius="xl" p="4">
          <HStack gap="2" color="accent.700" fontSize="sm" fontWeight="semibold">
            <Sparkles size={16} />
            <Text>Recommandée pour Ulysse</Text>
          </HStack>
          <Text fontFamily="heading" fontSize="lg" fontWeight="600" color="brand.900">Marcher en laisse détendue</Text>
          <HStack gap="4" fontSize="sm" color="fg.muted">
            <HStack gap="1"><Clock size={14} /><Text>10 min</Text></HStack>
            <Text>+2 pts</Text>
          </HStack>
        </Stack>
        <Stack gap="2">
          <HStack justify="space-between" fontSize="sm">
            <Text fontWeight="semibold" color="brand.900">Cette semaine</Text>
            <Text color="fg.muted">4 séances sur 5</Text>
          </HStack>
          <Box h="2" borderRadius="full" bg="brand.100">
            <Box h="full" w="80%" borderRadius="full" bg="brand.600" />
          </Box>
        </Stack>
      </Stack>
      <HStack position="absolute" bottom="0" right={{ base: '2', sm: '-6' }} bg="brand.800" color="white" borderRadius="xl"
        px="4" py="3" gap="3" boxShadow="raised" maxW="18rem">
        <MessageCircle size={20} />
        <Text fontSize="sm">« Super progrès ! On passe à l’étape 3. » — Julie, éducatrice</Text>
      </HStack>
    </Box>
  );
}
