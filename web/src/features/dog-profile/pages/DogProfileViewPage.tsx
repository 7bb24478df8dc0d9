import { Badge, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Navigate } from 'react-router-dom';
import { formatAge, formatAgeInMonths } from '../../../../../shared/domain/dog-profile/age';
import { isAnswered, versionLabel } from '../../../../../shared/domain/dog-profile/completion';
import { contradictedDetails } from '../../../../../shared/domain/dog-profile/dependent-answers';
import { valueLabel } from '../../../../../shared/domain/dog-profile/values';
import type { DogProfile } from '../../../../../shared/schemas/dog-profile';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageLoading } from '../../../components/ui/PageState';
import { useDogProfile } from '../../../lib/api';
import { CompletionMeter } from '../components/CompletionMeter';
import { FIELDS, type FieldDefinition } from '../fields';
import { HUB_PATH } from '../paths';
import { VIEW_SECTIONS } from '../view-sections';

/** An answer as a member reads it. */
function displayValue(field: string, definition: FieldDefinition | undefined, value: unknown): string {
  if (field === 'age' && typeof value === 'number') return value >= 1 ? `${formatAge(value)} (${formatAgeInMonths(value)})` : formatAge(value);
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? [(item as { type?: string }).type, (item as { nom?: string | null }).nom].filter(Boolean).join(' : ')
          : definition && 'values' in definition
            ? valueLabel(definition.values, String(item))
            : String(item),
      )
      .join(', ');
  }
  if (definition?.kind === 'choice') return valueLabel(definition.values, String(value));
  if (definition?.kind === 'number') return `${String(value).replace('.', ',')} ${definition.unit}`;
  return String(value);
}

function labelOf(field: string, definition: FieldDefinition | undefined): string {
  if (field === 'age') return 'Âge';
  return definition?.label.replace(/ \(.*\)$/, '') ?? field;
}

/**
 * /profil-chien/voir (also /membre/chien and /membre/dog): the profile read-only, by section (SPEC §2).
 * Without a profile: back to /profil-chien, where the quick form starts.
 */
export default function DogProfileViewPage() {
  const dogProfile = useDogProfile();
  if (dogProfile.isPending) return <PageLoading label="Chargement du profil de ton chien…" />;
  const profile: DogProfile | undefined = dogProfile.data?.profile;
  if (!profile) return <Navigate to={HUB_PATH} replace />;
  // A profile saved before the forms refused it may hold a 'no' beside its details: the 'no' is the later answer.
  const contradicted = new Set<string>(contradictedDetails(profile).map((entry) => entry.detail));

  return (
    <MemberPage
      title={`Le profil de ${profile.nom ?? 'ton chien'}`}
      lead={
        <HStack as="span" gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            Version {versionLabel(profile.profile_version)}
          </Badge>
          <Text as="span">{profile.completion_percentage} % complété</Text>
        </HStack>
      }
      actions={
        <>
          <ButtonLink to={HUB_PATH} variant="outline">
            Modifier
          </ButtonLink>
          <ButtonLink to="/membre/recommandations" colorPalette="brand">
            Voir mes fiches personnalisées
          </ButtonLink>
        </>
      }
    >
      <CompletionMeter percent={profile.completion_percentage} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
        {VIEW_SECTIONS.map((section) => {
          const answered = section.fields.filter((field) => isAnswered((profile as Record<string, unknown>)[field]) && !contradicted.has(field));
          return (
            <Card as="section" key={section.title} aria-label={section.title}>
              <Stack gap="4">
                <Heading as="h2" size="lg">
                  {section.title}
                </Heading>
                {answered.length === 0 ? (
                  <Text color="fg.muted">Pas encore renseigné.</Text>
                ) : (
                  // One grid for the whole section, so every label and every value starts on the same line at any width:
                  // label above its value on a phone, two aligned columns from 480 px on.
                  <DataList.Root
                    recipe={dataListSlotRecipe}
                    orientation="horizontal"
                    size="md"
                    display="grid"
                    gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }}
                    columnGap="4"
                    rowGap={{ base: '1', sm: '3' }}
                  >
                    {answered.map((field) => {
                      const definition = FIELDS[field];
                      return (
                        <DataList.Item key={field} display="contents">
                          <DataList.ItemLabel minW="0" alignSelf="start">
                            {labelOf(field, definition)}
                          </DataList.ItemLabel>
                          <DataList.ItemValue minW="0" overflowWrap="anywhere" mb={{ base: '2', sm: '0' }}>
                            {displayValue(field, definition, (profile as Record<string, unknown>)[field])}
                          </DataList.ItemValue>
                        </DataList.Item>
                      );
                    })}
                  </DataList.Root>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </MemberPage>
  );
}
