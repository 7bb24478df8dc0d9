import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Dog, Heart } from 'lucide-react';
import { TICKET_RESPONSE_HOURS } from '../../../../../shared/domain/shop';
import { EDUCATOR_AVAILABILITY } from '../../../../../shared/domain/visios';
import { Main } from '../../../components/layout/Main';
import { CheckList } from '../../../components/marketing/CheckList';
import { CtaBand } from '../../../components/marketing/CtaBand';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { Section } from '../../../components/marketing/Section';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { LazyFicheCounts } from '../components/LazyFicheCounts';
import { FicheTeaserCard } from '../components/FicheTeaserCard';
import { usePublicFicheSamples } from '../api/public-fiches';
import { FICHE_CATEGORIES } from '../../../../../shared/domain/fiche-vocabulary';
import { ISLAND } from '../../../islands/markers';
import { useStaticPage } from '../../../ssr/static-page';

const APPROACH = [
  'Observer ton chien avant de conseiller : son âge, son énergie, son histoire et son environnement.',
  'Comprendre ce qu’il ressent (peur, frustration, excitation) plutôt que corriger seulement ce qu’il fait.',
  'Aucune méthode coercitive : ni collier étrangleur, électrique ou à pointes, ni punition physique.',
  'Des objectifs réalistes, découpés en petites étapes que toute la famille peut suivre.',
  'Un suivi dans la durée : on ajuste le plan à mesure que ton chien progresse.',
];

const NO_TEASER = 'Les premières fiches gratuites arrivent très bientôt.';

/** A teaser's markup with its styles, for the islands to fill with each sample of the API (web/src/islands/data.ts). */
const TEMPLATE_FICHE = { title: '', objective: '', category: FICHE_CATEGORIES[0], durationMinutes: 0 };

/**
 * The samples on a static page: an empty grid, the sentence for none, both hidden, and a teaser in a `<template>`
 * that the islands clone for each sample the API returns.
 */
function StaticTeasers() {
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" hidden {...{ [ISLAND]: 'fiche-teasers' }} />
      <Text textAlign="center" color="fg.muted" hidden {...{ [ISLAND]: 'fiche-teasers-none' }}>{NO_TEASER}</Text>
      <template {...{ [ISLAND]: 'fiche-teaser' }}><FicheTeaserCard fiche={TEMPLATE_FICHE} /></template>
    </>
  );
}

/** `/decouvrir`: the method, a sample of free fiches (teasers only) and the educators' approach. */
export default function DiscoverPage() {
  const staticPage = useStaticPage();
  const samples = usePublicFicheSamples(staticPage);
  const teasers = samples.data?.fiches ?? [];
  return (
    <Main>
      <PageHeader eyebrow="Découvrir la méthode" title="Une éducation bienveillante, taillée pour ton chien"
        lead="Pas de recette universelle : chaque chien apprend à sa façon. Notre méthode part de son profil, avance par petites séances quotidiennes et s’appuie toujours sur la récompense.">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <ButtonLink to="/auth?tab=signup" size="lg" colorPalette="accent">Commencer gratuitement</ButtonLink>
          <ButtonLink to="/offres" size="lg" variant="outline">Voir les offres</ButtonLink>
        </Stack>
      </PageHeader>

      <Section eyebrow="La méthode" title="Trois principes qui font la différence">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <IconFeature icon={Heart} title="Le renforcement positif">
            On récompense ce que ton chien fait bien, au bon moment, avec ce qu’il aime vraiment (friandise, jeu, voix).
            Il apprend plus vite, avec confiance, et ta relation avec lui en sort renforcée.
          </IconFeature>
          <IconFeature icon={Clock} title="Des séances courtes, chaque jour">
            Cinq à quinze minutes suffisent. Un chien retient mieux de petites séances régulières qu’un long
            entraînement hebdomadaire, et tu les glisses facilement dans ta journée.
          </IconFeature>
          <IconFeature icon={Dog} title="Adaptée au profil de ton chien">
            Âge, énergie, habitudes, comportements : le profil de ton chien oriente les fiches que nous te recommandons,
            pour travailler d’abord ce qui compte pour vous deux.
          </IconFeature>
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow="Les fiches" title="Un aperçu des fiches gratuites"
        intro="Chaque fiche détaille l’objectif, le matériel, les étapes, les erreurs à éviter et le critère de réussite. Crée ton compte pour les ouvrir.">
        {staticPage ? <StaticTeasers /> : samples.isPending ? null : teasers.length > 0 ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {teasers.map((fiche) => <FicheTeaserCard key={fiche.id} fiche={fiche} />)}
          </SimpleGrid>
        ) : (
          <Text textAlign="center" color="fg.muted">{NO_TEASER}</Text>
        )}
        <Stack align="center" gap="4" mt="10" textAlign="center">
          <LazyFicheCounts color="fg.muted" />
          <ButtonLink to="/auth?tab=signup" size="lg">Lire ces fiches gratuitement</ButtonLink>
        </Stack>
      </Section>

      <Section eyebrow="Nos éducateurs" title="L’approche de nos éducateurs" align="start">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Stack gap="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <Text>
              Nos éducateurs canins sont des professionnels formés aux méthodes positives. Ils écrivent les fiches,
              répondent à tes questions et t’accompagnent en visio quand une situation demande un regard sur mesure.
            </Text>
            <Text>
              Par ticket, ils te répondent sous {TICKET_RESPONSE_HOURS.standard}h, ou sous {TICKET_RESPONSE_HOURS.urgent}h
              pour une urgence. {EDUCATOR_AVAILABILITY}.
            </Text>
          </Stack>
          <Box bg="bg.panel" borderRadius="card" boxShadow="card" p={{ base: '6', md: '8' }}>
            <Heading as="h3" fontSize="xl" color="brand.900" mb="5">Ce qui guide chacun de leurs conseils</Heading>
            <CheckList items={APPROACH} />
          </Box>
        </SimpleGrid>
      </Section>

      <CtaBand title="Essaie la méthode avec ton chien" text="Ton compte gratuit te donne accès aux fiches de base et à tes premières recommandations.">
        <ButtonLink to="/auth?tab=signup" size="lg" colorPalette="accent">Créer mon compte gratuit</ButtonLink>
      </CtaBand>
    </Main>
  );
}
