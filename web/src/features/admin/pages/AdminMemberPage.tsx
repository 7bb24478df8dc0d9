import { Badge, Heading, HStack, List, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminMember } from '../../../../../shared/contract/admin-member-schemas';
import { BILLING_PERIOD_LABELS } from '../../../../../shared/domain/billing';
import { LEVELS } from '../../../../../shared/domain/levels';
import { rewardByType } from '../../../../../shared/domain/rewards';
import { ROLE_LABELS } from '../../../../../shared/domain/roles';
import { TICKET_STATUS_LABELS } from '../../../../../shared/domain/tickets';
import { VISIO_STATUS_LABELS } from '../../../../../shared/domain/visios';
import { pointsLabel } from '../../../../../shared/domain/points';
import { Card } from '../../../components/ui/Card';
import { PlanBadge } from '../../../components/ui/PlanBadge';
import { TextLink } from '../../../components/ui/TextLink';
import { staffTicketHref } from '../../../components/tickets/StaffTicketTable';
import { useMe } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useAdminMember } from '../api/users';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { MemberActions } from '../components/MemberActions';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title}>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>;
}

function Subscription({ subscription }: { subscription: AdminMember['subscription'] }) {
  const { plan, billingPeriod, billingStatus, periodEnd, cancelAtPeriodEnd, ticketsRemaining, visiosRemaining, visiosBonus } = subscription;
  return (
    <Section title="Abonnement et crédits">
      <HStack gap="2" flexWrap="wrap">
        <PlanBadge plan={plan} />
        {billingPeriod && <Text>Paiement {BILLING_PERIOD_LABELS[billingPeriod]}</Text>}
        {billingStatus && billingStatus !== 'active' && (
          <Badge colorPalette="orange" variant="subtle">
            Paiement : {billingStatus}
          </Badge>
        )}
      </HStack>
      {periodEnd && <Text>{cancelAtPeriodEnd ? `Résilié : accès jusqu’au ${formatDate(periodEnd)}` : `Renouvellement le ${formatDate(periodEnd)}`}</Text>}
      {!billingPeriod && plan !== 'gratuit' && <Text color="fg.muted">Offre attribuée par l’équipe (sans paiement).</Text>}
      <Text>
        Tickets restants ce mois-ci : <strong>{ticketsRemaining}</strong> · Visios : <strong>{visiosRemaining}</strong>
        {visiosBonus > 0 && ` (+${visiosBonus} en bonus)`}
      </Text>
    </Section>
  );
}

function Credits({ credits }: { credits: AdminMember['credits'] }) {
  return (
    <Section title="Crédits non utilisés">
      {credits.length === 0 ? (
        <Empty>Aucun crédit en attente.</Empty>
      ) : (
        <List.Root ps="5">
          {credits.map((credit) => (
            <List.Item key={credit.id}>
              {rewardByType(credit.type).name} — {credit.origin === 'gift' ? 'offert par l’équipe' : credit.origin === 'purchase' ? 'acheté' : 'échangé contre des points'}, le {formatDate(credit.unlockedAt)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function Dog({ context }: { context: AdminMember['context'] }) {
  return (
    <Section title="Chien et fiches récentes">
      {context.dog ? (
        <Stack gap="1">
          <Text fontWeight="semibold">{context.dog.name}</Text>
          {context.dog.summary.map((line) => (
            <Text key={line.label} fontSize="sm">
              {line.label} : {line.value}
            </Text>
          ))}
        </Stack>
      ) : (
        <Empty>Pas encore de profil de chien.</Empty>
      )}
      {context.recentFiches.length > 0 && (
        <List.Root ps="5" fontSize="sm">
          {context.recentFiches.map((fiche) => (
            <List.Item key={fiche.id}>
              {fiche.title} — validée le {formatDate(fiche.completedAt)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function Points({ points }: { points: AdminMember['points'] }) {
  const level = LEVELS.find((candidate) => candidate.id === points.level);
  return (
    <Section title="Points">
      <Text>
        <strong>{pointsLabel(points.total)}</strong> · niveau {level?.label}
      </Text>
      {points.history.length === 0 ? (
        <Empty>Aucun mouvement de points.</Empty>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Historique des points" maxH="72">
          <Table.Root size="sm">
            <Table.Caption srOnly>Historique des points, le plus récent d’abord</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Raison</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.history.map((line) => (
                <Table.Row key={line.source}>
                  <Table.Cell whiteSpace="nowrap">{formatDate(line.createdAt)}</Table.Cell>
                  <Table.Cell>{line.reason}</Table.Cell>
                  <Table.Cell textAlign="end" color={line.points < 0 ? 'red.fg' : 'green.fg'} fontWeight="semibold">
                    {line.points > 0 ? `+${line.points}` : line.points}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function Tickets({ tickets }: { tickets: AdminMember['tickets'] }) {
  return (
    <Section title="Tickets">
      {tickets.length === 0 ? (
        <Empty>Aucun ticket.</Empty>
      ) : (
        <List.Root ps="5">
          {tickets.map((ticket) => (
            <List.Item key={ticket.id}>
              <TextLink to={staffTicketHref(ticket.id)}>{ticket.title}</TextLink> — {TICKET_STATUS_LABELS[ticket.status].label}
              {ticket.priority === 'urgent' && ', urgent'}, ouvert le {formatDate(ticket.createdAt)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function Visios({ visios }: { visios: AdminMember['visios'] }) {
  return (
    <Section title="Visios">
      {visios.length === 0 ? (
        <Empty>Aucune visio.</Empty>
      ) : (
        <List.Root ps="5">
          {visios.map((visio) => (
            <List.Item key={visio.id}>
              {formatDateTime(visio.start)} — {visio.durationMinutes} min avec {visio.educatorName} ({VISIO_STATUS_LABELS[visio.status].toLowerCase()})
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

function Actions({ actions }: { actions: AdminMember['actions'] }) {
  return (
    <Section title="Journal des actions de l’équipe">
      {actions.length === 0 ? (
        <Empty>Aucune action de l’équipe sur ce compte.</Empty>
      ) : (
        <List.Root ps="5">
          {actions.map((action) => (
            <List.Item key={action.id}>
              <strong>{action.summary}</strong> — « {action.reason} », par {action.actor.name} le {formatDateTime(action.createdAt)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

/** /admin/users/:id (issue 14): a member's whole file and the team's actions on it. */
export default function AdminMemberPage() {
  const { id = '' } = useParams();
  const member = useAdminMember(id);
  const me = useMe();
  const file = member.data;
  return (
    <AdminPage title={file ? file.profile.firstName || file.profile.email : 'Fiche membre'} summary={file ? `${file.profile.email} · inscrit(e) le ${formatDate(file.profile.createdAt)}` : 'Le profil, l’abonnement, les points et l’historique du membre.'}>
      <TextLink to="/admin/users" alignSelf="flex-start">
        ← Tous les membres
      </TextLink>
      {member.isError ? (
        <LoadError error={member.error} />
      ) : !file ? (
        <Skeleton h="80" rounded="card" />
      ) : (
        <>
          <HStack gap="2" flexWrap="wrap">
            {file.roles.map((role) => (
              <Badge key={role} colorPalette="purple" variant="solid" textTransform="capitalize">
                {ROLE_LABELS[role]}
              </Badge>
            ))}
            <Badge variant="outline">{file.profile.newsletter ? 'Inscrit(e) à la newsletter' : 'Sans newsletter'}</Badge>
            <Badge variant="outline">{file.profile.discordLinked ? 'Discord relié' : 'Discord non relié'}</Badge>
          </HStack>
          <MemberActions member={file} selfId={me.data?.profile.id} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Subscription subscription={file.subscription} />
            <Credits credits={file.credits} />
            <Points points={file.points} />
            <Actions actions={file.actions} />
            <Dog context={file.context} />
            <Stack gap="4">
              <Tickets tickets={file.tickets} />
              <Visios visios={file.visios} />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </AdminPage>
  );
}
