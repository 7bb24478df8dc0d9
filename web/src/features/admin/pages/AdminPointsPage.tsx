import { Badge, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LEVELS } from '../../../../../shared/domain/levels';
import { pointsLabel, WAYS_TO_EARN } from '../../../../../shared/domain/points';
import { REWARDS, rewardByType } from '../../../../../shared/domain/rewards';
import { POINTS_SOURCE_LABELS } from '../../../../../shared/domain/stats';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { formatMonth } from '../../../lib/dates';
import { useAdminPoints } from '../api/team';
import { AdminPage } from '../components/AdminPage';
import { AdminStat } from '../components/AdminStat';
import { ChallengePicker } from '../components/ChallengePicker';
import { LoadError } from '../components/LoadError';
import { sectionOf } from '../sections';

/** SPEC §2 Admin Points: the ranking's bars are full at 200 points. */
const RANKING_FULL_AT = 200;

function Figures() {
  const points = useAdminPoints();
  if (points.isError) return <LoadError error={points.error} />;
  if (!points.data) return <Skeleton h="64" rounded="card" />;
  const { month, inCirculation, bySource, rewards, top } = points.data;
  const exchangedThisMonth = rewards.reduce((sum, reward) => sum + reward.thisMonth, 0);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <AdminStat figure="pointsInCirculation" value={inCirculation.toLocaleString('fr-FR')} detail="Le solde de tous les membres réunis." />
        <AdminStat figure="pointsEarnedThisMonth" value={bySource.reduce((sum, row) => sum + row.earned, 0).toLocaleString('fr-FR')} detail={`Toutes sources confondues, ${formatMonth(month)}.`} />
        <AdminStat figure="rewardsExchangedThisMonth" value={exchangedThisMonth} detail={`${rewards.reduce((sum, reward) => sum + reward.total, 0)} depuis le lancement.`} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <BarChart
          id="points-by-source"
          title={`Points gagnés par source — ${formatMonth(month)}`}
          hint={bySource.length ? 'Points crédités ce mois-ci, par source.' : 'Aucun point gagné ce mois-ci pour l’instant.'}
          color="brand.solid"
          bars={bySource.filter((row) => row.earned > 0).map((row) => ({ id: row.kind, label: POINTS_SOURCE_LABELS[row.kind], value: row.earned, display: `${row.earned} pts` }))}
        />
        <BarChart
          id="rewards-by-type"
          title="Récompenses échangées par type"
          hint="Ce mois-ci ; le total depuis le lancement entre parenthèses."
          color="accent.solid"
          bars={rewards.map((reward) => ({ id: reward.type, label: rewardByType(reward.type).name, value: reward.thisMonth, display: `${reward.thisMonth} (${reward.total})` }))}
        />
        <BarChart
          id="top-members"
          title="Top 10 des membres"
          hint={`Les soldes les plus élevés ; une barre pleine vaut ${pointsLabel(RANKING_FULL_AT)}.`}
          color="green.solid"
          fullAt={RANKING_FULL_AT}
          bars={top.map((member, index) => ({ id: member.id, label: `${index + 1}. ${member.firstName}`, value: member.points, display: `${member.points} pts` }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

function RulesAndTiers() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Card as="section" aria-labelledby="points-rules">
        <Stack gap="3">
          <Heading as="h2" id="points-rules" size="md">
            Règles de gain
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {WAYS_TO_EARN.map((way) => (
              <li key={way.id}>
                <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                  <Text fontWeight="semibold">{way.label}</Text>
                  <Badge colorPalette="brand" variant="subtle">
                    {way.points}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {way.detail}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="points-tiers">
        <Stack gap="3">
          <Heading as="h2" id="points-tiers" size="md">
            Paliers de récompenses et niveaux
          </Heading>
          <Table.Root size="sm">
            <Table.Caption srOnly>Récompenses échangeables et leur coût en points</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Récompense</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Coût</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {REWARDS.map((reward) => (
                <Table.Row key={reward.type}>
                  <Table.Cell>
                    {reward.name}
                    <Text fontSize="xs" color="fg.muted">
                      {reward.description}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{reward.pointsCost} pts</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text fontSize="sm">Niveaux : {LEVELS.map((level) => `${level.label} (dès ${level.minPoints} pts)`).join(' · ')}</Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** /admin/points (SPEC §2 Admin, Points): the figures, the top 10, the month's challenge, the rules and the reward tiers. */
export default function AdminPointsPage() {
  const section = sectionOf('/admin/points');
  return (
    <AdminPage title={section?.label ?? 'Points'} summary={section?.summary ?? ''}>
      <Figures />
      <ChallengePicker />
      <RulesAndTiers />
    </AdminPage>
  );
}
