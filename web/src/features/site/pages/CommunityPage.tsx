import { Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Camera, ExternalLink, HelpCircle, MessagesSquare, Trophy } from 'lucide-react';
import { pointsLabel, POINTS_RULES } from '../../../../../shared/domain/points';
import { ChallengeDetails } from '../../../components/challenge/ChallengeDetails';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { formatMonth } from '../../../lib/dates';
import { usePublicChallenge } from '../api/public-challenge';
import { Main } from '../../../components/layout/Main';
import { IconFeature } from '../../../components/marketing/IconFeature';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { Section } from '../../../components/marketing/Section';
import { DiscordGlyph } from '../../../components/marketing/SocialIcons';
import { useSiteConfig } from '../../../lib/siteConfig';
import { ISLAND, SLOT } from '../../../islands/markers';
import { useStaticPage } from '../../../ssr/static-page';
import type { ReactNode } from 'react';

/** The one rule of the month's challenge (shared/domain/monthly-challenge.ts), step by step. */
const CHALLENGE_STEPS = [
  'Le 1er de chaque mois, le défi s’ouvre : quelques fiches que tous les plans peuvent lire, même le plan gratuit.',
  'Tu t’entraînes avec ton chien à ton rythme, en suivant les étapes de l’une de ces fiches.',
  'Quand ton chien atteint le critère de réussite, tu valides la fiche dans ton espace, avant la fin du mois.',
  `${pointsLabel(POINTS_RULES.monthlyChallenge, { sign: true })} s’ajoutent aussitôt à ceux de la fiche, une fois par mois. Rien à envoyer : tes photos sur le Discord sont les bienvenues, pour le plaisir.`,
];

const RULES = [
  'Bienveillance avant tout : chacun avance à son rythme, avec le chien qu’il a. Pas de moquerie, pas de jugement.',
  'Aucun conseil coercitif : pas de collier étrangleur, électrique ou à pointes, pas de punition physique.',
  'Pas de diagnostic médical : pour un problème de santé, oriente vers un vétérinaire.',
  'Respect de la vie privée : ne publie ni l’adresse, ni le visage d’une personne sans son accord.',
  'Pas de publicité ni de vente entre membres.',
  'Un souci ? Signale le message à l’équipe de modération plutôt que d’y répondre.',
];

/** The invitation the deployment configured (shared/site-config.ts); none configured, no button. */
function JoinDiscordButton() {
  const { discordInviteUrl } = useSiteConfig();
  // A static page has no /config.json: the button is hidden, the islands show it with the invitation (web/src/islands/site-config.ts).
  const staticPage = useStaticPage();
  if (!discordInviteUrl && !staticPage) return null;
  return (
    <Button asChild size="xl" colorPalette="accent" hidden={staticPage} {...(staticPage ? { [ISLAND]: 'discord-invite' } : {})}>
      <a href={discordInviteUrl ?? '#'} target="_blank" rel="noopener noreferrer">
        <DiscordGlyph />
        Rejoindre le Discord
        <ExternalLink size={16} aria-hidden />
        <Box as="span" srOnly>(nouvel onglet)</Box>
      </a>
    </Button>
  );
}

const CHALLENGE_REWARD = `${pointsLabel(POINTS_RULES.monthlyChallenge, { sign: true })} par défi réussi`;
const CHALLENGE_LOADING = 'Chargement du défi en cours…';
const CHALLENGE_NONE = 'Le défi de ce mois s’affiche ici dès qu’il est ouvert.';

/** This month's challenge as a visitor may read it (the public route): its fiches, last day and reward. */
function CurrentChallenge() {
  const staticPage = useStaticPage();
  const challenge = usePublicChallenge(staticPage);
  const current = challenge.data?.challenge;
  if (staticPage) return <StaticChallenge />;
  return (
    <ChallengeCard title={current ? `Le défi de ${formatMonth(current.month)}` : CHALLENGE_REWARD}>
      {current ? (
        <ChallengeDetails challenge={current} linkFiches={false} />
      ) : (
        <Text color="fg.muted">{challenge.isPending ? CHALLENGE_LOADING : CHALLENGE_NONE}</Text>
      )}
    </ChallengeCard>
  );
}

/** A challenge's markup with its styles, for the islands to fill with this month's (web/src/islands/data.ts). */
const TEMPLATE_CHALLENGE = { month: '2000-01', fiches: [{ id: 'fiche', title: '' }] };

/** The challenge card of a static page: the islands fill the heading and clone the details from the `<template>`. */
function StaticChallenge() {
  return (
    <ChallengeCard title={CHALLENGE_REWARD}>
      <Text color="fg.muted" {...{ [ISLAND]: 'challenge-status', 'data-none': CHALLENGE_NONE }}>{CHALLENGE_LOADING}</Text>
      <template {...{ [ISLAND]: 'challenge' }}><ChallengeDetails challenge={TEMPLATE_CHALLENGE} linkFiches={false} /></template>
    </ChallengeCard>
  );
}

function ChallengeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack bg="bg.panel" borderRadius="card" boxShadow="card" p={{ base: '6', md: '8' }} gap="4" align="flex-start" aria-live="polite">
      <Box display="grid" placeItems="center" boxSize="12" borderRadius="full" bg="accent.100" color="accent.700" aria-hidden>
        <Trophy size={24} />
      </Box>
      <Heading as="h3" fontSize="xl" color="brand.900" {...{ [SLOT]: 'challenge-title' }}>{title}</Heading>
      {children}
      <Text color="fg.muted" fontSize="sm">
        Les points s’ajoutent à ceux de tes fiches validées et te rapprochent de tes prochaines récompenses.
      </Text>
      <ButtonLink to="/auth?tab=signup" colorPalette="accent">Relever le défi gratuitement</ButtonLink>
    </Stack>
  );
}

/** `/communaute`: the Discord space, the monthly challenge and the community rules. */
export default function CommunityPage() {
  return (
    <Main>
      <PageHeader eyebrow="Communauté" title="Rejoins la meute sur Discord"
        lead="Un espace d’entraide entre propriétaires, animé par nos éducateurs : partage tes progrès, pose tes questions et relève le défi du mois.">
        <JoinDiscordButton />
        <Text fontSize="sm" color="fg.muted">Gratuit et ouvert à tous. Relie ton compte depuis ton espace pour accéder aux salons de ton offre.</Text>
      </PageHeader>

      <Section eyebrow="Sur le serveur" title="Ce que tu y trouves">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <IconFeature icon={MessagesSquare} title="L’entraide au quotidien">
            Des salons par thème (chiots, réactivité, vie en ville, sport canin) pour échanger avec des propriétaires qui
            vivent la même chose que toi.
          </IconFeature>
          <IconFeature icon={Camera} title="Vos progrès en images">
            Le premier rappel réussi, la première balade sans tirer : partage les victoires de ton chien et encourage
            celles des autres.
          </IconFeature>
          <IconFeature icon={HelpCircle} title="Les éducateurs présents">
            Nos éducateurs passent chaque semaine sur le serveur et animent une session de questions-réponses en direct
            chaque mois.
          </IconFeature>
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow="Le défi du mois" title={`Relève le défi, gagne ${pointsLabel(POINTS_RULES.monthlyChallenge)}`}
        intro="Chaque mois, quelques fiches accessibles à tous les chiens et à tous les plans : réussis-en une avec ton chien et valide-la dans ton espace avant la fin du mois.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '12' }} alignItems="center">
          <List.Root as="ol" gap="5" listStyle="none">
            {CHALLENGE_STEPS.map((step, index) => (
              <List.Item key={step} display="flex" gap="4" alignItems="flex-start">
                <Box display="grid" placeItems="center" boxSize="9" flexShrink={0} borderRadius="full" bg="brand.solid"
                  color="white" fontWeight="semibold" aria-hidden>
                  {index + 1}
                </Box>
                <Text pt="1.5">{step}</Text>
              </List.Item>
            ))}
          </List.Root>
          <CurrentChallenge />
        </SimpleGrid>
      </Section>

      <Section eyebrow="Charte" title="Les règles de la meute"
        intro="Pour que le serveur reste un endroit où chacun ose poser ses questions.">
        <List.Root as="ol" gap="3" maxW="3xl" mx="auto" ps="6" listStyleType="decimal" color="fg" css={{ '& li::marker': { color: 'var(--chakra-colors-accent-700)', fontWeight: 'bold' } }}>
          {RULES.map((rule) => <List.Item key={rule} ps="2">{rule}</List.Item>)}
        </List.Root>
        <Stack align="center" mt="10">
          <JoinDiscordButton />
        </Stack>
      </Section>
    </Main>
  );
}
