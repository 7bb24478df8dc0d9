import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BehaviourProgressView, Progression } from '../../../../shared/contract/progression-schemas';
import { SESSION_RATINGS } from '../../../../shared/domain/progression';
import { formatDate } from '../../lib/dates';
import { ColumnChart } from '../charts/ColumnChart';
import { Card } from '../ui/Card';
import { PageState } from '../ui/PageState';
import { TextLink } from '../ui/TextLink';

/** A week by its Monday: '6 janv.' under the axis, 'Semaine du 6 janv.' in the tooltip and the table. */
const weekTick = (monday: string) => new Date(`${monday}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const count = (value: number | null) => (value ?? 0).toLocaleString('fr-FR');
const ratingText = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('fr-FR')} / 5`);
const sessionsText = (n: number) => `${n} séance${n > 1 ? 's' : ''}`;
const ratingWords = (rating: number) => SESSION_RATINGS.find((one) => one.value === rating)?.label ?? '';

export interface ProgressionViewProps {
  progression: Progression;
  /** The member reads their own dog ('ton chien'); the team reads the member's, without the member's actions. */
  reader: 'member' | 'staff';
  /** Engineer R's weekly rhythm (goal, this week's count, streak), shown at the top of the member's page. */
  rhythm?: ReactNode;
  /** Headings start at this level (2 on the page, 4 inside the team's context). */
  headingLevel?: 2 | 3 | 4;
  /** A narrow column (the team's context beside a ticket or a visio): one column at every width. */
  compact?: boolean;
}

/**
 * The progression of one dog (issue 25), the same for the member (/membre/progression) and, read-only, for the team
 * beside a ticket or a visio: this week's count, then per behaviour of the dog a chart of the last twelve weeks
 * (sessions per week and their average rating), the fiches done and 'À travailler ensuite', and the last sessions with
 * their rating and note.
 */
export function ProgressionView({ progression, reader, rhythm, headingLevel = 2, compact = false }: ProgressionViewProps) {
  const member = reader === 'member';
  const h = `h${headingLevel}` as const;
  const sub = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const { dog, behaviours, weeks, sessionsThisWeek, recentSessions } = progression;
  if (!dog) {
    return (
      <PageState
        kind="empty"
        message={member ? 'Crée le profil de ton chien pour suivre ses progrès, comportement par comportement.' : 'Le membre n’a pas encore créé le profil de son chien.'}
        action={member ? <TextLink to="/profil-chien">Créer le profil de mon chien</TextLink> : undefined}
      />
    );
  }
  const periods = weeks.map((week) => ({ label: `Semaine du ${weekTick(week)}`, tick: weekTick(week) }));
  return (
    <Stack gap="6">
      <Stack gap="3">
        {rhythm}
        <Text data-testid="sessions-this-week">
          {member ? 'Cette semaine, ' : `Cette semaine, ${dog.name} : `}
          <strong>{sessionsText(sessionsThisWeek)}</strong>
          {member ? ` avec ${dog.name}.` : '.'}
        </Text>
      </Stack>

      {behaviours.length === 0 ? (
        <PageState
          kind="empty"
          message={
            member
              ? `Le profil de ${dog.name} ne fait ressortir aucun comportement à travailler pour l’instant. Complète-le pour suivre ses progrès.`
              : `Le profil de ${dog.name} ne fait ressortir aucun comportement particulier.`
          }
          action={member ? <TextLink to="/profil-chien">Compléter son profil</TextLink> : undefined}
        />
      ) : (
        behaviours.map((behaviour) => (
          <BehaviourBlock key={behaviour.tag} behaviour={behaviour} periods={periods} member={member} heading={h} subheading={sub} compact={compact} />
        ))
      )}

      <Stack as="section" gap="3" aria-labelledby={`recent-sessions-${reader}`}>
        <Heading as={h} id={`recent-sessions-${reader}`} size={compact ? 'sm' : 'md'}>
          Dernières séances
        </Heading>
        {recentSessions.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {member ? `Aucune séance ces douze dernières semaines : valide une fiche pour ${dog.name} pour commencer.` : 'Aucune séance ces douze dernières semaines.'}
          </Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {recentSessions.map((session) => (
              <Box as="li" key={session.sessionId} borderLeftWidth="3px" borderColor="brand.solid" pl="3">
                <TextLink to={`/membre/fiche/${session.fiche.id}`} fontSize="sm" fontWeight="medium">
                  {session.fiche.title}
                </TextLink>
                <Text fontSize="xs" color="fg.muted">
                  Le {formatDate(session.at)}
                  {session.rating !== null ? ` · ${session.rating}/5, ${ratingWords(session.rating).toLowerCase()}` : ' · pas notée'}
                </Text>
                {session.note && (
                  <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
                    « {session.note} »
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function BehaviourBlock({
  behaviour,
  periods,
  member,
  heading,
  subheading,
  compact,
}: {
  behaviour: BehaviourProgressView;
  periods: { label: string; tick: string }[];
  member: boolean;
  heading: 'h2' | 'h3' | 'h4';
  subheading: 'h3' | 'h4' | 'h5';
  compact: boolean;
}) {
  const titleId = `behaviour-${behaviour.tag}-${member ? 'member' : 'staff'}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={titleId} data-behaviour={behaviour.tag}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as={heading} id={titleId} size={compact ? 'sm' : 'md'}>
          {behaviour.label}
        </Heading>
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <Text>{sessionsText(behaviour.sessions)} en 12 semaines</Text>
          {behaviour.averageRating !== null && (
            <Badge colorPalette="accent" variant="subtle" gap="1">
              <Star size={12} aria-hidden="true" /> {ratingText(behaviour.averageRating)}
            </Badge>
          )}
        </HStack>
      </HStack>
      <ColumnChart
        id={`${behaviour.tag}-${member ? 'member' : 'staff'}`}
        title={`${behaviour.label} : séances et note moyenne par semaine`}
        hint="Séances validées chaque semaine (du lundi au dimanche) pour les fiches de ce comportement, et la moyenne des notes données après ces séances."
        periods={periods}
        xLabel="Semaine (du lundi)"
        yLabel="Séances · note sur 5"
        formatTick={(value) => value.toLocaleString('fr-FR')}
        series={[
          { name: 'Séances', color: 'brand.solid', values: behaviour.weeks.map((week) => week.sessions), display: count },
          { name: 'Note moyenne', color: 'accent.solid', values: behaviour.weeks.map((week) => week.averageRating), display: ratingText },
        ]}
      />
      <SimpleGrid columns={compact ? 1 : { base: 1, md: 2 }} gap="4">
        <Card p="4">
          <Heading as={subheading} size="sm" mb="2">
            Fiches faites
          </Heading>
          {behaviour.done.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Aucune fiche faite pour ce comportement.
            </Text>
          ) : (
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
              {behaviour.done.map((fiche) => (
                <li key={fiche.id}>
                  <TextLink to={`/membre/fiche/${fiche.id}`} fontSize="sm">
                    {fiche.title}
                  </TextLink>
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {' '}
                    · faite le {formatDate(fiche.completedAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Card>
        <Card p="4">
          <Heading as={subheading} size="sm" mb="2">
            À travailler ensuite
          </Heading>
          {behaviour.next.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {member ? 'Toutes les fiches de ce comportement sont faites : bravo !' : 'Toutes les fiches de ce comportement sont faites.'}
            </Text>
          ) : (
            <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
              {behaviour.next.map((fiche) => (
                <li key={fiche.id}>
                  <TextLink to={`/membre/fiche/${fiche.id}`} fontSize="sm">
                    {fiche.title}
                  </TextLink>
                  {fiche.lock && (
                    <Badge ml="2" size="sm" variant="outline" title={fiche.lock.reason}>
                      {fiche.lock.badge}
                    </Badge>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
