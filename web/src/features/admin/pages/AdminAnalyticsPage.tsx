import { Button, Field, Heading, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_PERIODS, type AdminAnalytics, type AnalyticsPeriod } from '../../../../../shared/contract/admin-schemas';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLAN_IDS, PLANS } from '../../../../../shared/domain/plans';
import { MEMBER_COUNTERS } from '../../../../../shared/domain/stats';
import { BarChart } from '../../../components/charts/BarChart';
import { ColumnChart } from '../../../components/charts/ColumnChart';
import { downloadCsv } from '../../../lib/csv';
import { formatMonth } from '../../../lib/dates';
import { useAdminAnalytics } from '../api/stats';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';

const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { '3m': '3 derniers mois', '6m': '6 derniers mois', '12m': '12 derniers mois' };
const isPeriod = (value: string | null): value is AnalyticsPeriod => value !== null && Object.hasOwn(ANALYTICS_PERIODS, value);

const weekLabel = (monday: string) => new Date(`${monday}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const count = (value: number) => value.toLocaleString('fr-FR');
const minutes = (value: number | null) => (value === null ? '—' : value < 120 ? `${value} min` : `${Math.round(value / 6) / 10} h`.replace('.', ','));
const euros = (cents: number) => (cents / 100).toFixed(2);

function CsvButton({ label, file, headers, rows }: { label: string; file: string; headers: string[]; rows: Array<Array<string | number | null>> }) {
  return (
    <Button size="xs" variant="outline" onClick={() => downloadCsv(file, headers, rows)} aria-label={`Exporter en CSV : ${label}`}>
      <Download aria-hidden="true" /> CSV
    </Button>
  );
}

function Charts({ data, period }: { data: AdminAnalytics; period: AnalyticsPeriod }) {
  const { weeks, months, topFiches } = data;
  const weekColumns = (pick: (week: AdminAnalytics['weeks'][number]) => number | null, show: (value: number | null) => string) =>
    weeks.map((week) => ({ label: `Sem. du ${weekLabel(week.week)}`, value: pick(week), display: show(pick(week)) }));
  const monthColumns = (pick: (month: AdminAnalytics['months'][number]) => number | null, show: (value: number | null) => string) =>
    months.map((month) => ({ label: formatMonth(month.month), value: pick(month), display: show(pick(month)) }));
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
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {PLAN_IDS.map((plan, index) => (
            <ColumnChart
              key={plan}
              id={MEMBER_COUNTERS[plan]}
              title={`${PLANS[plan].name}, en fin de mois`}
              hint="Membres sur l’offre à la fin de chaque mois (aujourd’hui pour le mois en cours)."
              color={index === 0 ? 'gray.solid' : index === 1 ? 'brand.solid' : 'accent.solid'}
              columns={monthColumns((month) => month[MEMBER_COUNTERS[plan]], (value) => count(value ?? 0))}
              action={index === 0 ? <CsvButton label="membres par offre" {...membersCsv} /> : undefined}
            />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="growth-title">
        <Heading as="h2" id="growth-title" size="lg">
          Inscriptions et conversions
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ColumnChart id="signups" title="Inscriptions par semaine" hint="Comptes créés chaque semaine." color="brand.solid" columns={weekColumns((week) => week.signups, (value) => count(value ?? 0))} action={<CsvButton label="inscriptions et conversions" {...growthCsv} />} />
          <ColumnChart id="conversions" title="Conversions payantes par semaine" hint="Premiers abonnements payés chaque semaine." color="accent.solid" columns={weekColumns((week) => week.paidActivations, (value) => count(value ?? 0))} />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="revenue-title">
        <Heading as="h2" id="revenue-title" size="lg">
          Revenu et churn
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ColumnChart id="mrr" title="MRR en fin de mois" hint="Revenu mensuel récurrent, les abonnements annuels comptés pour un douzième." color="green.solid" columns={monthColumns((month) => month.mrr, (value) => formatEuros(value ?? 0))} action={<CsvButton label="MRR et churn" {...revenueCsv} />} />
          <ColumnChart id="churn" title="Churn mensuel" hint="Abonnements payants terminés dans le mois, en part des abonnés payants au début du mois." color="orange.solid" columns={monthColumns((month) => month.churnRate, (value) => (value === null ? '—' : `${String(value).replace('.', ',')} %`))} />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="fiches-title">
        <Heading as="h2" id="fiches-title" size="lg">
          Fiches
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ColumnChart id="validations" title="Fiches validées par semaine" hint="Validations de fiches par les membres." color="brand.solid" columns={weekColumns((week) => week.ficheValidations, (value) => count(value ?? 0))} action={<CsvButton label="fiches validées" {...fichesCsv} />} />
          <BarChart id="top-fiches" title="Les fiches les plus validées" hint="Depuis l’ouverture du service." color="accent.solid" bars={topFiches.map((fiche) => ({ id: fiche.id, label: fiche.title, value: fiche.validations, display: count(fiche.validations) }))} />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="response-title">
        <Heading as="h2" id="response-title" size="lg">
          Support
        </Heading>
        <ColumnChart id="first-response" title="Délai moyen de première réponse, par semaine" hint="Temps entre l’ouverture d’un ticket et la première réponse d’un éducateur." color="purple.solid" columns={weekColumns((week) => week.firstResponseMinutes, minutes)} action={<CsvButton label="délai de première réponse" {...responseCsv} />} />
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
