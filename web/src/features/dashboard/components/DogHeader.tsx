import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Dog } from 'lucide-react';
import { formatAge } from '../../../../../shared/domain/dog-profile/age';
import { COMPLETION_STATUS_LABELS, completionStatus } from '../../../../../shared/domain/dog-profile/completion';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { useDogProfile } from '../../../lib/api';

/** The dog header (SPEC §2 Dashboard): name and completion bar, or the invitation to create the profile. Hidden on load error. */
export function DogHeader() {
  const dogProfile = useDogProfile();
  if (dogProfile.isPending) return <BlockSkeleton h="32" />;
  if (dogProfile.isError) return null;

  const profile = dogProfile.data?.profile;
  if (!profile) {
    return (
      <Card as="section" aria-labelledby="dog-header-title" bg="brand.subtle" borderColor="brand.muted">
        <HStack gap="4" align="center" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <HStack justify="center" boxSize="12" rounded="full" bg="brand.solid" color="white" flexShrink={0} aria-hidden="true">
            <Dog size={24} />
          </HStack>
          <Stack gap="1" flex="1">
            <Heading as="h2" id="dog-header-title" size="lg">
              Présente-nous ton chien
            </Heading>
            <Text color="fg.muted">Deux minutes de questions pour débloquer des fiches faites pour lui.</Text>
          </Stack>
          <ButtonLink to="/profil-chien" colorPalette="brand">
            Créer son profil
          </ButtonLink>
        </HStack>
      </Card>
    );
  }

  const status = completionStatus(profile);
  return (
    <Card as="section" aria-labelledby="dog-header-title">
      <HStack gap="4" align="center" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        <HStack justify="center" boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden="true">
          <Dog size={24} />
        </HStack>
        <Stack gap="2" flex="1" minW={{ base: 'full', sm: '0' }}>
          <HStack gap="2" flexWrap="wrap" align="baseline">
            <Heading as="h2" id="dog-header-title" size="lg" overflowWrap="anywhere">
              {profile.nom ?? 'Ton chien'}
            </Heading>
            {profile.age !== null && profile.age !== undefined && <Text color="fg.muted">{formatAge(profile.age)}</Text>}
          </HStack>
          <Box textStyle="sm">
            <HStack justify="space-between" mb="1" fontSize="sm" color="fg.muted">
              <Text>{COMPLETION_STATUS_LABELS[status]}</Text>
              <Text textStyle="xs" lineHeight="1" fontWeight="medium">
                {profile.completion_percentage} %
              </Text>
            </HStack>
            <ProgressBar value={profile.completion_percentage} label={`Profil complété à ${profile.completion_percentage} %`} />
          </Box>
        </Stack>
        <ButtonLink to="/profil-chien" variant="outline" flexShrink={0}>
          Son profil
        </ButtonLink>
      </HStack>
    </Card>
  );
}
