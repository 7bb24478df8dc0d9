import { Alert, Box, Input, InputGroup, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { ALL_CATEGORIES_TAB, FICHE_CATEGORIES, FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { PLANS } from '../../../../../shared/domain/plans';
import { MemberPage } from '../../../components/layout/MemberPage';
import { FormField } from '../../../components/ui/FormField';
import { PageState } from '../../../components/ui/PageState';
import { TextLink } from '../../../components/ui/TextLink';
import { RateAfterValidation } from '../../../components/progression/RateSessionDialog';
import { useFicheLibrary, useValidateFiche } from '../api/fiches';
import { ChallengeBanner } from '../components/ChallengeBanner';
import { LibraryFicheCard } from '../components/LibraryFicheCard';
import { matchesSearch } from '../search';

const TABS = [ALL_CATEGORIES_TAB, ...FICHE_CATEGORIES.map((id) => ({ id, label: FICHE_CATEGORY_LABELS[id] }))];

/**
 * /membre/fiches (SPEC §2 Fiche library): search, category tabs and the cards in match-score order, as the
 * server sorts them. The free plan only receives the free fiches and reads what its plan includes.
 */
export default function FicheLibraryPage() {
  const library = useFicheLibrary();
  const validate = useValidateFiche();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES_TAB.id);
  const deferredQuery = useDeferredValue(query);

  const fiches = (library.data?.fiches ?? []).filter(
    (fiche) => (category === ALL_CATEGORIES_TAB.id || fiche.category === category) && matchesSearch(fiche, deferredQuery),
  );

  return (
    <MemberPage title="Toutes les fiches" lead="Les fiches les plus utiles pour ton chien apparaissent en premier.">
      {library.data?.plan === 'gratuit' && (
        <Alert.Root status="info" rounded="card">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Plan {PLANS.gratuit.name} : {PLANS.gratuit.features[0]}</Alert.Title>
            <Alert.Description>
              Toutes les fiches personnalisées s’ouvrent avec le plan {PLANS.premium.name}.{' '}
              <TextLink to="/offres">Voir les offres</TextLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {library.data && !library.data.hasDogProfile && (
        <Alert.Root status="neutral" rounded="card">
          <Alert.Indicator />
          <Alert.Description>
            Crée le profil de ton chien pour classer les fiches selon ses besoins : <TextLink to="/profil-chien">créer son profil</TextLink>
          </Alert.Description>
        </Alert.Root>
      )}

      <ChallengeBanner />

      <Box maxW={{ md: 'md' }}>
        <FormField label="Rechercher une fiche" helper="Titre, objectif, description ou comportement">
          <InputGroup startElement={<Search aria-hidden="true" size={16} />}>
            <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Ex. rappel, laisse, chiot…" />
          </InputGroup>
        </FormField>
      </Box>

      <Tabs.Root recipe={tabsSlotRecipe} value={category} onValueChange={(details) => setCategory(details.value)} variant="enclosed" lazyMount>
        <Box overflowX="auto" pb="1" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List aria-label="Catégories de fiches" minW="max-content">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} pt="6">
            {library.isPending ? (
              <PageState kind="loading" label="Chargement des fiches…">
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} h="72" rounded="card" />
                  ))}
                </SimpleGrid>
              </PageState>
            ) : library.isError ? (
              <PageState
                kind="error"
                message="Impossible de charger les fiches. Réessaie dans un instant."
                onRetry={() => void library.refetch()}
                retrying={library.isFetching}
              />
            ) : (
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm" role="status">
                  {fiches.length} fiche{fiches.length > 1 ? 's' : ''}
                </Text>
                <SimpleGrid as="div" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                  {fiches.map((fiche) => (
                    <LibraryFicheCard
                      key={fiche.id}
                      fiche={fiche}
                      onValidate={(id) => validate.mutate(id)}
                      validating={validate.isPending && validate.variables === fiche.id}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <RateAfterValidation result={validate.data} />
    </MemberPage>
  );
}
