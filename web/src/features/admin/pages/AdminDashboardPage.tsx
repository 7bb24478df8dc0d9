import { Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminStats } from '../../../../../shared/contract/admin-schemas';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLAN_IDS, PLANS } from '../../../../../shared/domain/plans';
import { ADMIN_FIGURES } from '../../../../../shared/domain/stats';
import { TICKET_STATUS_LABELS } from '../../../../../shared/domain/tickets';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { formatMonth } from '../../../lib/dates';
import { useAdminStats } from '../api/stats';
import { AdminPage } from '../components/AdminPage';
import { AdminStat } from '../components/AdminStat';
import { LoadError } from '../components/LoadError';
import { ADMIN_SECTIONS } from '../sections';

const count = (value: number) => value.toLocaleString('fr-FR');

function StatsRow({ stats }: { stats: AdminStats }) {
  const { members, tickets } = stats;
  return (
    <SimpleGrid as="section" aria-label="Chiffres clés" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <AdminStat figure="members" value={count(members.total)} detail={PLAN_IDS.map((plan) => `${PLANS[plan].name} ${count(members[plan])}`).join(' · ')} />
      <AdminStat figure="ticketsOpen" value={count(stats.ticketsOpen)} detail={`dont ${count(tickets.en_cours)} ${TICKET_STATUS_LABELS.en_cours.label.toLowerCase()} · ${TICKET_STATUS_LABELS.resolu.label} ${count(tickets.resolu)}`} />
      <AdminStat figure="visiosOfMonth" value={count(stats.visiosThisMonth)} />
      <AdminStat figure="ficheValidations" value={count(stats.ficheValidations)} detail={`dont ${count(stats.ficheValidationsThisMonth)} ce mois-ci`} />
    </SimpleGrid>
  );
}

function BusinessRow({ stats }: { stats: AdminStats }) {
  return (
    <SimpleGrid as="section" aria-label={`Abonnements, ${formatMonth(stats.month)}`} columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <AdminStat figure="mrr" value={formatEuros(stats.mrr)} detail="Abonnements annuels comptés pour un douzième" />
      <AdminStat figure="paidActivations" value={count(stats.paidActivationsThisMonth)} detail="ce mois-ci" />
      <AdminStat figure="paidCancellations" value={count(stats.paidCancellationsThisMonth)} detail="ce mois-ci" />
      <AdminStat figure="signups" value={count(stats.signupsThisMonth)} detail="ce mois-ci" />
    </SimpleGrid>
  );
}

/**
 * /admin (SPEC §2 Admin Dashboard, issue 14): the stats row (members by plan, tickets by status, the month's visios,
 * fiches validated), the month's subscription figures, members compared by plan, and a way into each area.
 */
export default function AdminDashboardPage() {
  const stats = useAdminStats();
  const areas = ADMIN_SECTIONS.filter((section) => section.path !== '');
  return (
    <AdminPage title="Tableau de bord" summary="Les chiffres du service, tenus à jour à chaque inscription, validation, ticket, visio et paiement.">
      {stats.isError ? (
        <LoadError error={stats.error} />
      ) : stats.isPending ? (
        <Skeleton h="48" rounded="card" aria-busy="true" />
      ) : (
        <>
          <StatsRow stats={stats.data} />
          <Heading as="h2" size="lg" textTransform="capitalize">
            {formatMonth(stats.data.month)}
          </Heading>
          <BusinessRow stats={stats.data} />
          <BarChart
            id="members-by-plan"
            title={ADMIN_FIGURES.membersByPlan.label}
            hint="Nombre de membres sur chaque offre aujourd’hui."
            color="brand.solid"
            bars={PLAN_IDS.map((plan) => ({ id: plan, label: PLANS[plan].name, value: stats.data.members[plan], display: count(stats.data.members[plan]) }))}
          />
        </>
      )}

      <Stack as="section" gap="3" aria-labelledby="areas-title">
        <Heading as="h2" id="areas-title" size="lg">
          Espaces d’administration
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {areas.map(({ path, label, summary, icon: Icon }) => (
            <LinkBox key={path} as={Card} p="4" _hover={{ borderColor: 'brand.solid' }}>
              <Stack gap="1">
                <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
                  <Icon size={18} aria-hidden="true" />
                  <LinkOverlay asChild>
                    <RouterLink to={`/admin/${path}`}>{label}</RouterLink>
                  </LinkOverlay>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {summary}
                </Text>
              </Stack>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </AdminPage>
  );
}
