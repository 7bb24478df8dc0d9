import { Alert, Box, Button, Checkbox, Fieldset, Heading, HStack, IconButton, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { availabilityRulesSchema, type AvailabilityRulesInput } from '../../../../../shared/contract/visio-schemas';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { useSaveAvailability, useStaffAvailability } from '../api/visios';
import { StaffPage } from '../components/StaffPage';

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
type Range = { start: string; end: string };

/** The form's state: hours of notice (members think in hours), the rest as the API takes it. */
interface Draft {
  weekly: Range[][];
  overrides: { date: string; off: boolean; ranges: Range[] }[];
  noticeHours: string;
  bufferMinutes: string;
  horizonDays: string;
}

function draftOf(rules: AvailabilityRulesInput): Draft {
  return {
    weekly: WEEKDAYS.map((_, index) => rules.weekly.filter((range) => range.weekday === index + 1).map(({ start, end }) => ({ start, end }))),
    overrides: rules.overrides.map(({ date, ranges }) => ({ date, off: ranges.length === 0, ranges: ranges.map(({ start, end }) => ({ start, end })) })),
    noticeHours: String(rules.minNoticeMinutes / 60),
    bufferMinutes: String(rules.bufferMinutes),
    horizonDays: String(rules.horizonDays),
  };
}

function rulesOf(draft: Draft): unknown {
  return {
    weekly: draft.weekly.flatMap((ranges, index) => ranges.map((range) => ({ weekday: index + 1, ...range }))),
    overrides: draft.overrides.map(({ date, off, ranges }) => ({ date, ranges: off ? [] : ranges })),
    minNoticeMinutes: Math.round(Number(draft.noticeHours.replace(',', '.')) * 60),
    bufferMinutes: Number(draft.bufferMinutes),
    horizonDays: draft.horizonDays,
  };
}

const NEW_RANGE: Range = { start: '09:00', end: '12:00' };

function RangesEditor({ label, ranges, onChange }: { label: string; ranges: Range[]; onChange: (ranges: Range[]) => void }) {
  const set = (index: number, patch: Partial<Range>) => onChange(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <Stack gap="2">
      {ranges.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Pas de visio ce jour-là.
        </Text>
      )}
      {ranges.map((range, index) => (
        // Compact rows: the visible labels say Début / Fin, the inputs' names carry the day and the range.
        <HStack key={index} gap="2" align="flex-end">
          <Box w="32" flexShrink={0}>
            <FormField label="Début">
              <Input type="time" step={900} aria-label={`Début, ${label}, plage ${index + 1}`} value={range.start} onChange={(event) => set(index, { start: event.target.value })} />
            </FormField>
          </Box>
          <Box w="32" flexShrink={0}>
            <FormField label="Fin">
              <Input
                type="time"
                step={900}
                aria-label={`Fin, ${label}, plage ${index + 1}`}
                value={range.end === '24:00' ? '23:59' : range.end}
                onChange={(event) => set(index, { end: event.target.value === '23:59' ? '24:00' : event.target.value })}
              />
            </FormField>
          </Box>
          <IconButton aria-label={`Supprimer la plage ${index + 1} (${label})`} variant="ghost" onClick={() => onChange(ranges.filter((_, i) => i !== index))}>
            <Trash2 aria-hidden="true" />
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...ranges, ranges.length ? { start: '14:00', end: '18:00' } : NEW_RANGE])}>
        <Plus aria-hidden="true" /> Ajouter une plage ({label})
      </Button>
    </Stack>
  );
}

/** /equipe/disponibilites, 'Mes disponibilités' (issue 12): the week, the dates that differ, and the booking rules. */
export default function AvailabilityPage() {
  const availability = useStaffAvailability();
  if (availability.isPending) {
    return (
      <StaffPage title="Mes disponibilités">
        <Skeleton h="96" rounded="card" aria-busy="true" />
      </StaffPage>
    );
  }
  if (availability.isError) {
    return (
      <StaffPage title="Mes disponibilités">
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{availability.error.message}</Alert.Title>
        </Alert.Root>
      </StaffPage>
    );
  }
  return <AvailabilityForm key={availability.data.updatedAt ?? 'new'} initial={availability.data.rules} />;
}

function AvailabilityForm({ initial }: { initial: AvailabilityRulesInput }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAvailability();
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = availabilityRulesSchema.safeParse(rulesOf(draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Vérifie ta saisie.');
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <StaffPage title="Mes disponibilités" summary="Les membres réservent une visio dans ces plages (heure de Paris). Les visios déjà réservées restent prévues.">
      <form onSubmit={submit} noValidate>
        <Stack gap="6">
          <Card as="section" aria-labelledby="week-title">
            <Stack gap="4">
              <Heading as="h2" id="week-title" size="md">
                Ma semaine type
              </Heading>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                {WEEKDAYS.map((day, index) => (
                  <Fieldset.Root key={day}>
                    <Fieldset.Legend textTransform="capitalize" fontWeight="semibold">
                      {day}
                    </Fieldset.Legend>
                    <RangesEditor label={day} ranges={draft.weekly[index] ?? []} onChange={(ranges) => update({ weekly: draft.weekly.map((current, i) => (i === index ? ranges : current)) })} />
                  </Fieldset.Root>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>

          <Card as="section" aria-labelledby="overrides-title">
            <Stack gap="4">
              <Heading as="h2" id="overrides-title" size="md">
                Dates particulières
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Congés, jour férié, horaires exceptionnels : une date remplace la semaine type ce jour-là.
              </Text>
              {draft.overrides.map((override, index) => {
                const label = override.date || `date ${index + 1}`;
                const set = (patch: Partial<Draft['overrides'][number]>) => update({ overrides: draft.overrides.map((current, i) => (i === index ? { ...current, ...patch } : current)) });
                return (
                  <Fieldset.Root key={index} borderTopWidth={index ? '1px' : 0} pt={index ? '4' : 0}>
                    <Fieldset.Legend srOnly>Date particulière {index + 1}</Fieldset.Legend>
                    <HStack gap="4" align="flex-end" flexWrap="wrap">
                      <FormField label={`Date particulière ${index + 1}`}>
                        <Input type="date" value={override.date} onChange={(event) => set({ date: event.target.value })} w="48" />
                      </FormField>
                      <Checkbox.Root checked={override.off} onCheckedChange={(details) => set({ off: details.checked === true })}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>Journée off</Checkbox.Label>
                      </Checkbox.Root>
                      <Button variant="ghost" colorPalette="red" onClick={() => update({ overrides: draft.overrides.filter((_, i) => i !== index) })}>
                        <Trash2 aria-hidden="true" /> Retirer
                      </Button>
                    </HStack>
                    {!override.off && <RangesEditor label={label} ranges={override.ranges} onChange={(ranges) => set({ ranges })} />}
                  </Fieldset.Root>
                );
              })}
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => update({ overrides: [...draft.overrides, { date: '', off: true, ranges: [] }] })}>
                <Plus aria-hidden="true" /> Ajouter une date
              </Button>
            </Stack>
          </Card>

          <Card as="section" aria-labelledby="rules-title">
            <Stack gap="4">
              <Heading as="h2" id="rules-title" size="md">
                Règles de réservation
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <FormField label="Délai de prévenance (heures)" helper="Un membre réserve au plus tôt ce délai avant la visio.">
                  <Input inputMode="decimal" value={draft.noticeHours} onChange={(event) => update({ noticeHours: event.target.value })} />
                </FormField>
                <FormField label="Pause entre deux visios">
                  <NativeSelect.Root>
                    <NativeSelect.Field value={draft.bufferMinutes} onChange={(event) => update({ bufferMinutes: event.target.value })}>
                      <option value="0">Aucune</option>
                      <option value="15">15 minutes</option>
                      <option value="30">30 minutes</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label="Réservations ouvertes (jours à l’avance)">
                  <Input inputMode="numeric" value={draft.horizonDays} onChange={(event) => update({ horizonDays: event.target.value })} />
                </FormField>
              </SimpleGrid>
            </Stack>
          </Card>

          {error && (
            <Alert.Root status="error" rounded="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Enregistrement…">
            Enregistrer
          </Button>
        </Stack>
      </form>
    </StaffPage>
  );
}
