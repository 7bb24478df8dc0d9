import { Badge, Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, CheckCircle2, Clapperboard, Clock, Lock, MessageCircleQuestion, Repeat, Star, Ticket, Video } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { FicheDetail } from '../../../../../shared/contract/fiche-schemas';
import { BEHAVIOUR_TAG_IDS } from '../../../../../shared/domain/behaviour-tags';
import { ficheSectionTitles, FICHE_TYPE_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { dailyCapReachedNotice, pointsLabel } from '../../../../../shared/domain/points';
import { CategoryBadge, LevelBadge, TagChips } from '../../../components/fiche/FicheBadges';
import { fichePath } from '../../../components/fiche/FicheCard';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ActionCard } from '../../../components/ui/ActionCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageLoading } from '../../../components/ui/PageState';
import { TextLink } from '../../../components/ui/TextLink';
import { isApiError, pointsOverviewQuery } from '../../../lib/api';
import { RateAfterValidation } from '../../../components/progression/RateSessionDialog';
import { KeepOfflineButton } from '../../../components/offline/KeepOfflineButton';
import { PendingValidations } from '../../../components/offline/PendingValidations';
import { useCurrentDog } from '../../../lib/current-dog';
import { useFicheDetail, useValidateFiche } from '../api/fiches';
import { PointsGauge } from '../components/PointsGauge';
import { ShareFicheCard } from '../components/ShareFicheCard';

const BACK_LINK = (
  <TextLink to="/membre/fiches" variant="plain" color="brand.fg" display="inline-flex" alignItems="center" gap="1.5" alignSelf="flex-start">
    <ArrowLeft aria-hidden="true" size={16} /> Retour aux fiches
  </TextLink>
);

/** /membre/fiche/:id (SPEC §2 Fiche detail). A locked fiche shows its teaser and the 'Contenu Premium' lock. */
export default function FicheDetailPage() {
  const { id = '' } = useParams();
  const detail = useFicheDetail(id);

  if (detail.isPending) return <PageLoading label="Chargement de la fiche…" unavailableOffline="Cette fiche n’est pas disponible hors connexion." />;
  // A refetch that failed (a network lost in the field) leaves the fiche read before on screen (issue 27).
  if (detail.isError && !detail.data) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <MemberPage before={BACK_LINK} title={missing ? 'Fiche introuvable' : 'Fiche indisponible'}>
        <Text color="fg.muted">
          {missing ? 'Cette fiche n’existe pas ou n’est plus publiée.' : 'Impossible de charger la fiche. Réessaie dans un instant.'}
        </Text>
      </MemberPage>
    );
  }
  return <FicheDetailView detail={detail.data} />;
}

function FicheDetailView({ detail }: { detail: FicheDetail }) {
  const { fiche, content, lock, completed, nextFiche } = detail;
  const titles = ficheSectionTitles(fiche.ficheType);
  const isExercise = fiche.ficheType === 'exercice';

  return (
    <MemberPage
      maxW="4xl"
      before={BACK_LINK}
      eyebrow={FICHE_TYPE_LABELS[fiche.ficheType]}
      title={fiche.title}
      lead={
        <HStack as="span" gap="2" flexWrap="wrap">
          <CategoryBadge category={fiche.category} />
          <LevelBadge level={fiche.level} />
          {fiche.isFree && (
            <Badge colorPalette="green" variant="subtle">
              Gratuite
            </Badge>
          )}
          {completed && (
            <Badge colorPalette="green" variant="solid">
              <CheckCircle2 aria-hidden="true" size={12} /> Complétée
            </Badge>
          )}
        </HStack>
      }
    >
      <PointsGauge pointsReward={fiche.pointsReward} completed={completed} />

      {!lock && content && <KeepOfflineButton ficheId={fiche.id} />}

      <Stack gap="3">
        {fiche.description && <Text fontSize="lg">{fiche.description}</Text>}
        <Box p="4" rounded="card" borderWidth="1px" borderColor="border" bg="bg.panel">
          <Text fontWeight="semibold">Objectif</Text>
          <Text color="fg.muted">{fiche.objective}</Text>
        </Box>
      </Stack>

      {isExercise && (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Fact icon={<Clock size={18} />} label="Durée" value={`${fiche.durationMinutes} min`} />
          <Fact icon={<Repeat size={18} />} label="Fréquence" value={fiche.frequency || '—'} />
          <Fact icon={<Star size={18} />} label="Points" value={`+${fiche.pointsReward} pts`} />
        </SimpleGrid>
      )}

      {lock || !content ? (
        <Card as="section" aria-labelledby="lock-title" textAlign="center" bg="accent.subtle" borderColor="accent.muted">
          <Stack gap="3" align="center">
            <HStack justify="center" boxSize="12" rounded="full" bg="accent.solid" color="white" aria-hidden="true">
              <Lock size={22} />
            </HStack>
            <Heading as="h2" id="lock-title" size="xl">
              Contenu Premium
            </Heading>
            <Text color="fg.muted" maxW="md">
              {lock?.reason ?? 'Cette fiche fait partie des fiches réservées aux plans payants'} : les étapes détaillées, le matériel et
              les erreurs à éviter s’ouvrent avec ce plan.
            </Text>
            <ButtonLink to="/offres" colorPalette="accent">
              Découvrir nos offres
            </ButtonLink>
          </Stack>
        </Card>
      ) : (
        <>
          {content.materials && (
            <Section title="Matériel">
              <Text whiteSpace="pre-line">{content.materials}</Text>
            </Section>
          )}
          {content.context && (
            <Section title={titles.context}>
              <Text whiteSpace="pre-line">{content.context}</Text>
            </Section>
          )}
          {content.steps.length > 0 && (
            <Section title={titles.steps}>
              <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
                {content.steps.map((step) => (
                  <HStack as="li" key={step.number} align="flex-start" gap="4">
                    <HStack justify="center" boxSize="8" flexShrink={0} rounded="full" bg="brand.solid" color="white" fontWeight="bold" aria-hidden="true">
                      {step.number}
                    </HStack>
                    <Stack gap="1" pt="1">
                      {step.title && <Text fontWeight="semibold">{step.title}</Text>}
                      <Text whiteSpace="pre-line">{step.description}</Text>
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            </Section>
          )}
          {content.mistakesToAvoid.length > 0 && (
            <Section title={titles.mistakes} tone="warning">
              <List.Root gap="2" ps="5">
                {content.mistakesToAvoid.map((mistake) => (
                  <List.Item key={mistake}>{mistake}</List.Item>
                ))}
              </List.Root>
            </Section>
          )}
          {content.successCriteria && (
            <Section title="Critère de réussite" tone="success">
              <Text>{content.successCriteria}</Text>
            </Section>
          )}
        </>
      )}

      {fiche.tags.length > 0 && <TagChips tags={fiche.tags} max={BEHAVIOUR_TAG_IDS.length} label="Tags de la fiche" />}

      <PendingValidations ficheId={fiche.id} />

      {!lock && <ValidateCard id={fiche.id} title={fiche.title} completed={completed} pointsReward={fiche.pointsReward} />}

      {completed && <ShareFicheCard ficheId={fiche.id} title={fiche.title} />}

      <Stack as="section" aria-labelledby="help-title" gap="4">
        <Heading as="h2" id="help-title" size="lg">
          Besoin d’aide ?
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          <ActionCard
            headingLevel="h3"
            size="sm"
            icon={<MessageCircleQuestion size={20} />}
            title="Une question sur cette fiche ?"
            text="Pose-la à un éducateur, il connaît déjà la fiche."
            to={`/membre/tickets?fiche=${encodeURIComponent(fiche.id)}&type=fiche`}
            cta="Poser ma question"
          />
          <ActionCard
            headingLevel="h3"
            size="sm"
            icon={<Ticket size={20} />}
            title="Une autre situation ?"
            text="Décris ce qui se passe avec ton chien, un éducateur te répond."
            to="/membre/tickets"
            cta="Ouvrir un ticket"
          />
          <ActionCard
            headingLevel="h3"
            size="sm"
            icon={<Video size={20} />}
            title="Besoin d’en parler ?"
            text="Une visio avec un éducateur, 7 jours sur 7."
            to="/membre/visios"
            cta="Réserver une visio"
          />
          {/* Issue 26: a video of the exercise, commented moment by moment (the videos feature's page, by its address). */}
          <ActionCard
            headingLevel="h3"
            size="sm"
            icon={<Clapperboard size={20} />}
            title="Montre-nous l’exercice"
            text="Filme ton chien : un éducateur commente ta vidéo sous un jour ouvré."
            to={`/membre/videos/envoyer?fiche=${encodeURIComponent(fiche.id)}`}
            cta="Envoyer une vidéo"
          />
        </SimpleGrid>
      </Stack>

      {nextFiche && (
        <Card as="nav" aria-label="Étape suivante">
          <HStack justify="space-between" gap="4" flexWrap="wrap">
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                Étape suivante
              </Text>
              <Text fontWeight="semibold">{nextFiche.title}</Text>
            </Stack>
            <ButtonLink to={fichePath(nextFiche.id)} colorPalette="brand" variant="outline">
              Continuer <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </HStack>
        </Card>
      )}
    </MemberPage>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card p="4">
      <HStack gap="3">
        <Box color="brand.fg" aria-hidden="true">
          {icon}
        </Box>
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontWeight="semibold">{value}</Text>
        </Stack>
      </HStack>
    </Card>
  );
}

const TONES = {
  neutral: {},
  warning: { bg: 'orange.50', borderColor: 'orange.200' },
  success: { bg: 'green.50', borderColor: 'green.200' },
} as const;

function Section({ title, tone = 'neutral', children }: { title: string; tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} {...TONES[tone]}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function ValidateCard({ id, title, completed, pointsReward }: { id: string; title: string; completed: boolean; pointsReward: number }) {
  const validate = useValidateFiche();
  // Past the day's cap a validation pays nothing (issue 23): said before the member validates.
  const capReached = useQuery(pointsOverviewQuery()).data?.validationsToday.remaining === 0;
  // A dog past the plan's limit (issue 25) is read-only: no validation for it, said before the member tries.
  const { dog, dogs } = useCurrentDog();
  // With several dogs, which one this validation is for.
  const withDog = dog && dogs.length > 1 ? ` avec ${dog.name}` : '';
  if (dog?.readOnly) {
    return (
      <Card as="section" aria-labelledby="validate-title">
        <Stack gap="2">
          <Heading as="h2" id="validate-title" size="lg">
            {dog.name} est en lecture seule
          </Heading>
          <Text color="fg.muted">
            Ton offre ne permet plus de valider de fiche pour {dog.name} : son profil et ses fiches restent consultables.{' '}
            <TextLink to="/offres">Voir les offres</TextLink>
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="validate-title">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id="validate-title" size="lg">
            {completed ? `Fiche réussie${withDog} !` : `Tu as réussi cet exercice${withDog} ?`}
          </Heading>
          <Text color="fg.muted">
            {completed
              ? 'Bravo, les points sont à toi.'
              : capReached
                ? dailyCapReachedNotice(pointsReward)
                : `Valide la fiche pour gagner ${pointsLabel(pointsReward)}.`}
          </Text>
        </Stack>
        {completed ? (
          <HStack gap="2" flexWrap="wrap">
            <Button disabled colorPalette="green" variant="subtle">
              <CheckCircle2 aria-hidden="true" /> Objectif atteint
            </Button>
            <Button colorPalette="brand" variant="outline" loading={validate.isPending} loadingText="Enregistrement…" onClick={() => validate.mutate({ id, title, repeat: true })}>
              Refaire la séance
            </Button>
          </HStack>
        ) : (
          <Button colorPalette="brand" loading={validate.isPending} loadingText="Validation…" onClick={() => validate.mutate({ id, title })}>
            <CheckCircle2 aria-hidden="true" /> Valider
          </Button>
        )}
      </HStack>
      <RateAfterValidation result={validate.data} />
    </Card>
  );
}
