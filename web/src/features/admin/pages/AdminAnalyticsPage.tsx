import { Button, Field, Heading, HStack, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_PERIODS, type AdminAnalytics, type AnalyticsPeriod } from '../../../../../shared/contract/admin-schemas';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLAN_IDS, PLANS, type PlanId } from '../../../../../shared/domain/plans';
import { ADMIN_FIGURES, MEMBER_COUNTERS } from '../../../../../shared/domain/stats';
import { BarChart } from '../../../components/charts/BarChart';
import { ColumnChart } from '../../../components/charts/ColumnChart';
import { downloadCsv } from '../../../lib/csv';
import { formatMinutes, formatMonth } from '../../../lib/dates';
import { useAdminAnalytics } from '../api/stats';
import { AdminPage } from '../components/AdminPage';
import { FigureInfo } from '../components/FigureInfo';
import { LoadError } from '../components/LoadError';

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '3m': '3 derniers mois', '6m': '6 derniers mois', '12m': '12 derniers mois' };
const isPeriod = (value: string | null): value is AnalyticsPeriod => value !== null && Object.hasOwn(ANALYTICS_PERIODS, value);

const weekLabel = (monday: string) => new Date(`${monday}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthTick = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const count = (value: number | null) => (value ?? 0).toLocaleString('fr-FR');
const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('fr-FR')} %`);
const eurosTick = (cents: number) => `${(cents / 100).toLocaleString('fr-FR')} €`;
const euros = (cents: number) => (cents / 100).toFixed(2);

function CsvButton({ label, file, headers, rows }: { label: string; file: string; headers: string[]; rows: Array<Array<string | number | null>> }) {
  return (
    <Button size="xs" variant="outline" onClick={() => downloadCsv(file, headers, rows)} aria-label={`Exporter en CSV : ${label}`}>
      <Download aria-hidden="true" /> CSV
    </Button>
  );
}

const PLAN_COLORS: Record<PlanId, string> = { gratuit: 'gray.solid', premium: 'brand.solid', expert: 'accent.solid' };

function Charts({ data, period }: { data: AdminAnalytics; period: AnalyticsPeriod }) {
  const { weeks, months, topFiches } = data;
  // The periods' axes (issue 23): weeks named by their Monday, months by name.
  const weekAxis = { periods: weeks.map((week) => ({ label: `Semaine du ${weekLabel(week.week)}`, tick: weekLabel(week.week) })), xLabel: 'Semaine (du lundi)' };
  const monthAxis = { periods: months.map((month) => ({ label: formatMonth(month.month), tick: monthTick(month.month) })), xLabel: 'Mois' };
  const weekly = (pick: (week: AdminAnalytics['weeks'][number]) => number | null) => weeks.map(pick);
  const monthly = (pick: (month: AdminAnalytics['months'][number]) => number | null) => months.map(pick);
  const weeklyCsv = (name: string, headers: string[], row: (week: AdminAnalytics['weeks'][number]) => Array<string | number | null>) => ({
    file: `la-meute-${name}-${period}.csv`,
    headers: ['semaine du', ...headers],
    rows: weeks.map((week) => [week.week, ...row(week)]),
  });
  const monthlyCsv = (name: string, headers: string[], row: (month: AdminAnalytics['months'][number]) => Array<string | number | null>) => ({
    file: `la-meute-${name}-${period}.csv`,
    headers: ['mois', ...headers],
    rows: months.map((month) => [month.month, ...row(month)]),
  });
  const membersCsv = monthlyCsv('membres-par-offre', ['gratuit', 'premium', 'expert'], (month) => [month.membersGratuit, month.membersPremium, month.membersExpert]);
  const growthCsv = weeklyCsv('inscriptions-conversions', ['inscriptions', 'conversions payantes'], (week) => [week.signups, week.paidActivations]);
  const revenueCsv = monthlyCsv('mrr-churn', ['mrr (euros)', 'nouveaux payants', 'abonnements terminés', 'churn (%)'], (month) => [euros(month.mrr), month.paidActivations, month.paidCancellations, month.churnRate]);
  const fichesCsv = weeklyCsv('fiches-validees', ['fiches validées'], (week) => [week.ficheValidations]);
  const responseCsv = weeklyCsv('premiere-reponse', ['premières réponses', 'délai moyen (minutes)'], (week) => [week.firstResponses, week.firstResponseMinutes]);

  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="members-title">
        <Heading as="h2" id="members-title" size="lg">
          Membres par offre
        </Heading>
        <ColumnChart
          id="members-by-plan"
          title="Membres par offre, en fin de mois"
          hint="Membres sur chaque offre à la fin de chaque mois (aujourd’hui pour le mois en cours), empilés : la colonne entière est le total des membres."
          {...monthAxis}
          yLabel="Membres"
          formatTick={count}
          stacked
          series={PLAN_IDS.map((plan) => ({ name: PLANS[plan].name, color: PLAN_COLORS[plan], values: monthly((month) => month[MEMBER_COUNTERS[plan]]), display: count }))}
          action={<HStack gap="1"><FigureInfo figure="membersByPlan" /><CsvButton label="membres par offre" {...membersCsv} /></HStack>}
        />
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="growth-title">
        <Heading as="h2" id="growth-title" size="lg">
          Inscriptions et conversions
        </Heading>
        <ColumnChart
          id="signups"
          title="Inscriptions et conversions payantes par semaine"
          hint="Comptes créés chaque semaine, et premiers abonnements payés."
          {...weekAxis}
          yLabel="Membres"
          formatTick={count}
          series={[
            // The same facts as the dashboard's, under the same labels (shared/domain/stats.ts).
            { name: ADMIN_FIGURES.signups.label, color: 'brand.solid', values: weekly((week) => week.signups), display: count },
            { name: ADMIN_FIGURES.paidActivations.label, color: 'accent.solid', values: weekly((week) => week.paidActivations), display: count },
          ]}
          action={<HStack gap="1"><FigureInfo figure="signups" /><FigureInfo figure="paidActivations" /><CsvButton label="inscriptions et conversions" {...growthCsv} /></HStack>}
        />
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="revenue-title">
        <Heading as="h2" id="revenue-title" size="lg">
          Revenu et churn
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <ColumnChart
            id="mrr"
            title="MRR en fin de mois"
            hint="Revenu mensuel récurrent, les abonnements annuels comptés pour un douzième."
            {...monthAxis}
            yLabel="Euros par mois"
            formatTick={eurosTick}
            series={[{ name: 'MRR', color: 'green.solid', values: monthly((month) => month.mrr), display: (value) => formatEuros(value ?? 0) }]}
            action={<HStack gap="1"><FigureInfo figure="mrr" /><CsvButton label="MRR et churn" {...revenueCsv} /></HStack>}
          />
          <ColumnChart
            id="churn"
            title="Churn mensuel"
            hint="Abonnements payants terminés dans le mois, en part des abonnés payants au début du mois."
            action={<FigureInfo figure="churnRate" />}
            {...monthAxis}
            yLabel="Part des abonnés payants (%)"
            formatTick={(value) => `${value.toLocaleString('fr-FR')} %`}
            series={[{ name: 'Churn', color: 'orange.solid', values: monthly((month) => month.churnRate), display: percent }]}
          />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="fiches-title">
        <Heading as="h2" id="fiches-title" size="lg">
          Fiches
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <ColumnChart
            id="validations"
            title="Fiches validées par semaine"
            hint="Validations de fiches par les membres."
            {...weekAxis}
            yLabel="Validations"
            formatTick={count}
            series={[{ name: 'Validations', color: 'brand.solid', values: weekly((week) => week.ficheValidations), display: count }]}
            action={<HStack gap="1"><FigureInfo figure="ficheValidations" /><CsvButton label="fiches validées" {...fichesCsv} /></HStack>}
          />
          <BarChart
            id="top-fiches"
            title="Les fiches les plus validées"
            hint="Depuis l’ouverture du service."
            color="accent.solid"
            axes={{ rows: 'Fiche', values: 'Validations', formatTick: count }}
            bars={topFiches.map((fiche) => ({ id: fiche.id, label: fiche.title, value: fiche.validations, display: count(fiche.validations) }))}
          />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="response-title">
        <Heading as="h2" id="response-title" size="lg">
          Support
        </Heading>
        <ColumnChart
          id="first-response"
          title="Délai moyen de première réponse, par semaine"
          hint="Temps entre l’ouverture d’un ticket et la première réponse d’un éducateur, en moyenne sur les tickets répondus dans la semaine."
          {...weekAxis}
          yLabel="Délai moyen"
          formatTick={formatMinutes}
          series={[{ name: 'Délai moyen', color: 'purple.solid', values: weekly((week) => week.firstResponseMinutes), display: formatMinutes }]}
          action={<HStack gap="1"><FigureInfo figure="firstResponseMean" /><CsvButton label="délai de première réponse" {...responseCsv} /></HStack>}
        />
      </Stack>
    </>
  );
}

/** /admin/analytics (issue 14): the service's series over 3, 6 or 12 months, each chart exportable as CSV. */
export default function AdminAnalyticsPage() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('period');
  const period: AnalyticsPeriod = isPeriod(wanted) ? wanted : '6m';
  const analytics = useAdminAnalytics(period);

  return (
    <AdminPage title="Analytics" summary="L’évolution des membres, du revenu, des validations et du support, semaine après semaine.">
      <Field.Root maxW="xs">
        <Field.Label>Période</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={period} onChange={(event) => setSearch({ period: event.target.value }, { replace: true })}>
            {(Object.keys(ANALYTICS_PERIODS) as AnalyticsPeriod[]).map((value) => (
              <option key={value} value={value}>
                {PERIOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {analytics.isError ? (
        <LoadError error={analytics.error} />
      ) : analytics.isPending ? (
        <Skeleton h="96" rounded="card" aria-busy="true" />
      ) : (
        <Stack gap="8" aria-busy={analytics.isFetching}>
          <Charts data={analytics.data} period={period} />
        </Stack>
      )}
    </AdminPage>
  );
}
