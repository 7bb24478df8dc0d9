import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, Dog, MessageCircle, Trophy } from 'lucide-react';
import { BRAND } from '../../../../../shared/brand';
import { PLAN_IDS, PLANS } from '../../../../../shared/domain/plans';
import { Main } from '../../../components/layout/Main';
import { CtaBand } from '../../../components/marketing/CtaBand';
import { FaqList, type FaqItem } from '../../../components/marketing/FaqList';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageContainer } from '../../../components/marketing/PageContainer';
import { Eyebrow } from '../../../components/marketing/PageHeader';
import { PlanCard } from '../../../components/marketing/PlanCard';
import { Section } from '../../../components/marketing/Section';
import { TeamStats } from '../../../components/marketing/TeamStats';
import { TestimonialCard, type Testimonial } from '../../../components/marketing/TestimonialCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { TextLink } from '../../../components/ui/TextLink';
import { LazyFicheCounts } from '../components/LazyFicheCounts';
import { HeroIllustration } from '../components/HeroIllustration';
import { TEAM_STATS } from '../content/team';

const STEPS = [
  {
    icon: Dog,
    title: 'Le profil de ton chien',
    text: 'Âge, énergie, habitudes, comportements, objectifs : en deux minutes, tu nous dis qui est ton chien et ce que tu veux travailler.',
  },
  {
    icon: BookOpen,
    title: 'Des fiches faites pour lui',
    text: 'Nous te recommandons les fiches d’exercices qui correspondent à son profil, avec des étapes claires et des séances de 5 à 15 minutes.',
  },
  {
    icon: Trophy,
    title: 'Des progrès qui se voient',
    text: 'Chaque fiche validée te rapporte des points. Tu suis ta progression et tu échanges tes points contre des tickets ou une visio.',
  },
  {
    icon: MessageCircle,
    title: 'Des éducateurs à tes côtés',
    text: 'Une difficulté ? Pose ta question à un éducateur professionnel par ticket, ou réserve une visio pour un regard sur mesure.',
  },
] as const;

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'Ulysse tirait tellement en laisse que je redoutais les balades. Avec les fiches sur la marche et deux tickets avec une éducatrice, on se promène enfin tranquillement.',
    firstName: 'Camille',
    dogName: 'Ulysse',
    dogDescription: 'berger australien, 2 ans',
  },
  {
    quote: 'Les fiches chiot nous ont guidés dès les premières semaines : propreté, mordillements, premières absences. Tout est expliqué pas à pas et les points motivent toute la famille.',
    firstName: 'Mehdi',
    dogName: 'Nala',
    dogDescription: 'croisée labrador, 5 mois',
  },
  {
    quote: 'Pixel aboyait sur tous les chiens croisés. La visio avec l’éducateur m’a donné un plan clair, et les fiches recommandées suivent exactement ce plan. Nos sorties ont changé.',
    firstName: 'Sophie',
    dogName: 'Pixel',
    dogDescription: 'jack russell, 7 ans',
  },
];

const FAQ: readonly FaqItem[] = [
  {
    question: 'Est-ce vraiment gratuit pour commencer ?',
    answer: `Oui. Le plan ${PLANS.gratuit.name} te donne accès aux fiches de base, à un profil chien simplifié et à des premières recommandations, sans carte bancaire. Tu passes à une offre payante seulement si tu en as envie.`,
  },
  {
    question: 'Combien de temps faut-il y consacrer ?',
    answer: 'Dix à quinze minutes par jour suffisent. Nos fiches sont pensées pour des séances courtes et régulières, plus efficaces qu’un long entraînement le week-end.',
  },
  {
    question: 'Mon chien est adulte, ou réactif : est-ce adapté ?',
    answer: 'Oui. Les fiches couvrent le chiot comme le chien adulte, la vie quotidienne, la sécurité, la socialisation et la réactivité. Pour une situation délicate, un éducateur t’accompagne par ticket ou en visio.',
  },
  {
    question: 'Qui sont les éducateurs ?',
    answer: 'Des éducateurs canins professionnels, formés aux méthodes d’éducation positive. Ils rédigent les fiches, répondent aux tickets et animent les visios.',
  },
  {
    question: 'Puis-je résilier à tout moment ?',
    answer: 'Oui, depuis ton espace membre, sans frais ni justification. Tu gardes l’accès à ton offre jusqu’à la fin de la période déjà payée.',
  },
];

/** `/`: the product promise, how it works, the plans, members' words, the team and the FAQ. */
export default function LandingPage() {
  return (
    <Main>
      <Box as="header" bgImage="radial-gradient(ellipse at 20% 0%, {colors.brand.100} 0%, transparent 60%)"
        pt={{ base: '10', md: '20' }} pb={{ base: '8', md: '16' }} overflowX="clip">
        <PageContainer>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
            <Stack gap="6">
              <Eyebrow>Éducation canine à distance</Eyebrow>
              <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" color="brand.900">
                Un chien plus serein, une relation plus forte.
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
                {BRAND.name} te recommande les exercices adaptés au profil de ton chien, te fait progresser quelques
                minutes par jour et te met en lien avec des éducateurs professionnels quand tu en as besoin.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <ButtonLink to="/auth?tab=signup" size="xl" colorPalette="accent">Commencer gratuitement</ButtonLink>
                <ButtonLink to="/offres" size="xl" variant="outline">Voir les offres</ButtonLink>
              </Stack>
              <LazyFicheCounts fontSize="sm" color="fg.muted" />
            </Stack>
            <HeroIllustration />
          </SimpleGrid>
        </PageContainer>
      </Box>

      <Section id="comment-ca-marche" eyebrow="Comment ça marche" title="Quatre étapes, à ton rythme"
        intro="Une méthode simple : comprendre ton chien, pratiquer un peu chaque jour, mesurer les progrès et demander de l’aide au bon moment.">
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '8', md: '10' }} listStyle="none">
          {STEPS.map((step, index) => (
            <Box as="li" key={step.title} position="relative">
              <Text fontSize="sm" fontWeight="semibold" color="accent.700" mb="2">Étape {index + 1}</Text>
              <IconFeature icon={step.icon} title={step.title}>{step.text}</IconFeature>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="offres" tone="muted" eyebrow="Nos offres" title="Commence gratuitement, évolue quand tu veux"
        intro="Sans engagement : tu changes d’offre ou tu résilies à tout moment depuis ton espace.">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} alignItems="stretch" pt="3">
          {PLAN_IDS.map((plan) => (
            <PlanCard key={plan} plan={plan} period="monthly" highlighted={plan === 'premium'}
              action={plan === 'gratuit'
                ? <ButtonLink to="/auth?tab=signup" w="full" variant="outline">Créer mon compte gratuit</ButtonLink>
                : <ButtonLink to="/offres" w="full" colorPalette={plan === 'premium' ? 'brand' : undefined}
                    variant={plan === 'premium' ? 'solid' : 'outline'}>Choisir {PLANS[plan].name}</ButtonLink>} />
          ))}
        </SimpleGrid>
        <Text textAlign="center" mt="8" color="fg.muted">
          Tu préfères payer à l’année ? <TextLink to="/offres">Compare les formules annuelles</TextLink>.
        </Text>
      </Section>

      <Section id="temoignages" eyebrow="Ils en parlent" title="Ce que la meute en dit">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.firstName} testimonial={testimonial} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="equipe" tone="brand" eyebrow="L’équipe" title="Des professionnels du terrain, pas des algorithmes"
        intro="Derrière chaque fiche et chaque réponse, un éducateur qui connaît les chiens et leurs humains.">
        <TeamStats stats={TEAM_STATS} onBrand />
        <HStack justify="center" mt="10">
          <ButtonLink to="/a-propos" variant="outline" color="white" borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="accent.200">Rencontrer l’équipe</ButtonLink>
        </HStack>
      </Section>

      <Section id="questions" eyebrow="FAQ" title="Tes questions, nos réponses">
        <FaqList items={FAQ} />
      </Section>

      <CtaBand title="Prêt à rejoindre la meute ?"
        text="Crée ton compte gratuit, renseigne le profil de ton chien et reçois tes premières fiches recommandées aujourd’hui.">
        <ButtonLink to="/auth?tab=signup" size="lg" colorPalette="accent">Commencer gratuitement</ButtonLink>
        <ButtonLink to="/decouvrir" size="lg" variant="outline" color="white" borderColor="whiteAlpha.600"
          _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="accent.200">Découvrir la méthode</ButtonLink>
      </CtaBand>
    </Main>
  );
}
