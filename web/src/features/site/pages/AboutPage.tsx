import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, Heart, ShieldCheck, Sprout } from 'lucide-react';
import { BRAND } from '../../../../../shared/brand';
import { Main } from '../../../components/layout/Main';
import { CtaBand } from '../../../components/marketing/CtaBand';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { Section } from '../../../components/marketing/Section';
import { TeamStats } from '../../../components/marketing/TeamStats';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { TextLink } from '../../../components/ui/TextLink';
import { TEAM_STATS } from '../content/team';

const EDUCATORS = [
  { name: 'Julie', role: 'Éducatrice canine, fondatrice', focus: 'Chiots et premiers apprentissages' },
  { name: 'Thomas', role: 'Éducateur comportementaliste', focus: 'Réactivité et peurs' },
  { name: 'Inès', role: 'Éducatrice canine', focus: 'Chiens adoptés et seconde vie' },
  { name: 'Karim', role: 'Éducateur canin', focus: 'Rappel, marche en laisse et sport canin' },
  { name: 'Léa', role: 'Éducatrice comportementaliste', focus: 'Solitude et vie en famille' },
] as const;

/** `/a-propos`: who is behind the service, the method in short and the values. */
export default function AboutPage() {
  return (
    <Main>
      <PageHeader eyebrow="À propos" title={`Nous sommes ${BRAND.name}`}
        lead="Une équipe d’éducateurs canins qui a voulu rendre un accompagnement professionnel accessible à chaque propriétaire, où qu’il vive et quel que soit son budget." />

      <Section title="Notre histoire" align="start">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '16' }} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <Stack gap="4">
            <Text>
              Pendant des années, nous avons reçu les mêmes questions en cours collectifs : un chiot qui mordille, un chien
              qui tire en laisse, qui aboie quand il reste seul ou qui s’emballe en croisant un congénère. Et souvent, la
              même difficulté : trouver un éducateur disponible près de chez soi, au bon moment.
            </Text>
            <Text>
              {BRAND.name} est né de ce constat. Nous avons rassemblé notre savoir-faire dans des fiches claires, pensées
              pour être pratiquées à la maison, et nous restons joignables quand une situation demande un regard
              professionnel.
            </Text>
          </Stack>
          <Stack gap="4">
            <Text>
              Notre méthode repose sur l’éducation positive : récompenser ce qui va bien, comprendre ce que le chien
              ressent, avancer par petites étapes. Elle est détaillée sur la page{' '}
              <TextLink to="/decouvrir">Découvrir la méthode</TextLink>.
            </Text>
            <Text>
              Aujourd’hui, nous accompagnons des propriétaires partout en France et en Belgique, du chiot de huit semaines
              au vieux chien qui a encore beaucoup à apprendre.
            </Text>
          </Stack>
        </SimpleGrid>
      </Section>

      <Section tone="brand" title="La meute en chiffres">
        <TeamStats stats={TEAM_STATS} onBrand />
      </Section>

      <Section eyebrow="L’équipe" title="Les éducateurs qui te répondent"
        intro="Tous travaillent exclusivement avec des méthodes respectueuses du chien et se forment en continu.">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="5">
          {EDUCATORS.map((educator) => (
            <Card.Root key={educator.name} as="article" variant="elevated" textAlign="center">
              <Card.Body gap="2" alignItems="center">
                <Box display="grid" placeItems="center" boxSize="16" borderRadius="full" bg="brand.100" color="brand.800"
                  fontFamily="heading" fontSize="2xl" fontWeight="600" aria-hidden mb="2">
                  {educator.name.charAt(0)}
                </Box>
                <Heading as="h3" fontSize="lg" color="brand.900">{educator.name}</Heading>
                <Text fontSize="sm" fontWeight="semibold" color="accent.700">{educator.role}</Text>
                <Text fontSize="sm" color="fg.muted">{educator.focus}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow="Nos valeurs" title="Ce à quoi nous tenons">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <IconFeature icon={Heart} title="Bienveillance">
            Envers les chiens comme envers leurs humains : pas de jugement, pas de coercition, des encouragements.
          </IconFeature>
          <IconFeature icon={ShieldCheck} title="Exigence professionnelle">
            Chaque fiche est écrite et relue par des éducateurs de terrain, et mise à jour quand nos pratiques évoluent.
          </IconFeature>
          <IconFeature icon={Eye} title="Transparence">
            Des prix clairs, sans engagement, et des conseils honnêtes : quand une situation relève du vétérinaire, nous le disons.
          </IconFeature>
          <IconFeature icon={Sprout} title="Accessibilité">
            Un accompagnement de qualité ne devrait pas dépendre de ta ville : tout commence par un plan gratuit.
          </IconFeature>
        </SimpleGrid>
      </Section>

      <CtaBand title="Envie de faire partie de la meute ?" text="Crée ton compte gratuit ou viens échanger avec les autres membres sur notre Discord.">
        <ButtonLink to="/auth?tab=signup" size="lg" colorPalette="accent">Commencer gratuitement</ButtonLink>
        <ButtonLink to="/communaute" size="lg" variant="outline" color="white" borderColor="whiteAlpha.600"
          _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="accent.200">Découvrir la communauté</ButtonLink>
      </CtaBand>
    </Main>
  );
}
