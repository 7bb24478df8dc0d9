import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Dog, LifeBuoy, ListChecks, Pencil, Sparkles } from 'lucide-react';
import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import { formatAge } from '../../../../../shared/domain/dog-profile/age';
import { COMPLETION_STATUS_LABELS, completionStatus, versionLabel } from '../../../../../shared/domain/dog-profile/completion';
import { SEXE, valueLabel } from '../../../../../shared/domain/dog-profile/values';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { takeWithOverflow } from '../../../../../shared/domain/recommendations';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ActionCard } from '../../../components/ui/ActionCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { editPathOf, VIEW_PATH, WIZARD_PATH } from '../paths';
import { CompletionMeter } from './CompletionMeter';

const STATUS_PALETTES = { complete: 'green', light: 'brand', start: 'orange' } as const;

/** The hub of /profil-chien once a profile exists (SPEC §2 Dog profile hub). */
export function DogProfileHub({ data }: { data: DogProfileResponse }) {
  const { profile, tags } = data;
  const status = completionStatus(profile);
  const { shown, more } = takeWithOverflow(tags, DISPLAY_LIMITS.profileCardTags);
  const facts = [
    profile.age !== null && profile.age !== undefined ? formatAge(profile.age) : null,
    profile.sexe ? valueLabel(SEXE, profile.sexe) : null,
    profile.race ?? null,
  ].filter(Boolean);

  return (
    <MemberPage
      title="Mon Profil"
      lead="Le profil de ton chien guide tes recommandations : tiens-le à jour à chaque progrès."
      actions={
        <>
          <ButtonLink to={editPathOf(profile)} colorPalette="brand">
            <Pencil aria-hidden="true" /> Modifier
          </ButtonLink>
          <ButtonLink to={VIEW_PATH} variant="outline">
            Voir le profil
          </ButtonLink>
        </>
      }
    >
      <Card as="section" aria-labelledby="dog-card-title">
        <Stack gap="5">
          <HStack gap="4" align="flex-start">
            <HStack justify="center" boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden="true">
              <Dog size={28} />
            </HStack>
            <Stack gap="1" minW="0">
              <Heading as="h2" id="dog-card-title" size="2xl" overflowWrap="anywhere">
                {profile.nom ?? 'Ton chien'}
              </Heading>
              {facts.length > 0 && <Text color="fg.muted">{facts.join(' · ')}</Text>}
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">
                  {COMPLETION_STATUS_LABELS[status]}
                </Badge>
                <Badge variant="outline">Version {versionLabel(profile.profile_version)}</Badge>
              </HStack>
            </Stack>
          </HStack>
          <CompletionMeter percent={profile.completion_percentage} />
          {!profile.profil_complet && (
            <Text fontSize="sm" color="fg.muted">
              Complète le profil pour affiner tes recommandations :{' '}
              <TextLink to={WIZARD_PATH} color="brand.fg">
                parcours guidé en 10 étapes
              </TextLink>
            </Text>
          )}
          <Stack gap="3" as="section" aria-labelledby="dog-tags-title">
            <Heading as="h3" id="dog-tags-title" size="md">
              Son profil comportemental
            </Heading>
            {shown.length === 0 ? (
              <Text color="fg.muted">Aucun besoin particulier repéré pour l’instant : tes fiches couvrent les bases.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {shown.map((tag) => (
                  <Box as="li" key={tag.tag}>
                    <Badge colorPalette="accent" variant="subtle" me="2">
                      {tag.label}
                    </Badge>
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {tag.reason}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
            {more > 0 && (
              <Text fontSize="sm" color="fg.muted">
                Et {more} autre{more > 1 ? 's' : ''} dans tes recommandations.
              </Text>
            )}
          </Stack>
        </Stack>
      </Card>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
        <ActionCard
          headingLevel="h2"
          icon={<Sparkles size={22} />}
          title="Mes recommandations"
          text="Les fiches choisies pour ton chien, d’après son profil."
          to="/membre/recommandations"
          cta="Voir mes recommandations"
        />
        <ActionCard
          headingLevel="h2"
          icon={<LifeBuoy size={22} />}
          title="Parler à un éducateur"
          text="Une question, un comportement qui t’inquiète ? Un éducateur te répond."
          to="/membre/tickets"
          cta="Mes tickets"
        />
      </SimpleGrid>
      <ButtonLink to="/membre/fiches" variant="ghost" alignSelf="flex-start">
        <ListChecks aria-hidden="true" /> Toutes les fiches
      </ButtonLink>
    </MemberPage>
  );
}
