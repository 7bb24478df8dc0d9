import { Alert, Box, Button, Checkbox, Field, Fieldset, Heading, HStack, Input, NativeSelect, RadioGroup, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RhythmSettingsBody } from '../../../../../shared/contract/rhythm-schemas';
import { PREFERRED_TIME_MAX, PREFERRED_TIME_MIN, QUIET_HOURS, WEEKDAYS, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN, type Weekday } from '../../../../../shared/domain/weekly-rhythm';
import { Card } from '../../../components/ui/Card';
import { SectionLoading } from '../../../components/ui/SectionLoading';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { callApi, rhythmQuery } from '../../../lib/api';
import { currentSubscription, disablePush, enablePush, pushSupport, type PushSupport } from '../../../lib/push';
import { INSTALL_PAGE } from '../../../lib/pwa/install-rule';
import { failureMessage } from '../failure';

export const RHYTHM_SECTION_ID = 'rythme';

const GOALS = Array.from({ length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 }, (_, index) => WEEKLY_GOAL_MIN + index);

/** Notifications on this device: the button that asks the permission (a click, never on load), or why there are none. */
function DeviceNotifications({ devices }: { devices: number }) {
  const queryClient = useQueryClient();
  const [support, setSupport] = useState<PushSupport>('unsupported');
  const [subscribed, setSubscribed] = useState(false);
  useEffect(() => {
    setSupport(pushSupport());
    void currentSubscription().then((subscription) => setSubscribed(subscription !== null));
  }, []);
  const toggle = useMutation({
    mutationFn: async () => (subscribed ? (await disablePush(), 'disabled' as const) : enablePush()),
    onSuccess: async (outcome) => {
      if (outcome === 'denied') {
        setSupport('denied');
        toaster.create({ type: 'warning', title: 'Notifications refusées par ton navigateur', description: 'Tes rappels te seront envoyés par e-mail.' });
      } else {
        setSubscribed(outcome === 'enabled');
        toaster.create({ type: 'success', title: outcome === 'enabled' ? 'Rappels activés sur cet appareil' : 'Rappels désactivés sur cet appareil' });
      }
      await queryClient.invalidateQueries({ queryKey: rhythmQuery().queryKey });
    },
    onError: (error) => toaster.create({ type: 'error', title: failureMessage(error) }),
  });
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Notifications sur cet appareil</Text>
      {support === 'ios-needs-install' && (
        <Text color="fg.muted" fontSize="sm">
          Sur iPhone et iPad (iOS 16.4 ou plus récent), les notifications fonctionnent depuis l’application installée : dans Safari, touche « Partager » puis « Sur l’écran d’accueil », ouvre La Meute depuis l’écran d’accueil et reviens ici (<TextLink to={INSTALL_PAGE}>installer l’application, pas à pas</TextLink>). En attendant, tes rappels arrivent par e-mail.
        </Text>
      )}
      {support === 'unsupported' && <Text color="fg.muted" fontSize="sm">Ce navigateur ne reçoit pas de notifications : tes rappels arrivent par e-mail.</Text>}
      {support === 'denied' && (
        <Text color="fg.muted" fontSize="sm">
          Les notifications de ce site sont bloquées dans les réglages de ton navigateur : tes rappels arrivent par e-mail. Autorise-les dans ces réglages pour les recevoir ici.
        </Text>
      )}
      {support === 'supported' && (
        <Box>
          <Button variant={subscribed ? 'outline' : 'solid'} colorPalette="brand" onClick={() => toggle.mutate()} loading={toggle.isPending} loadingText="Un instant…">
            {subscribed ? 'Désactiver les rappels sur cet appareil' : 'Activer les rappels'}
          </Button>
        </Box>
      )}
      <Text color="fg.muted" fontSize="sm" data-testid="push-devices">
        {devices === 0 ? 'Aucun appareil ne reçoit tes notifications : tes rappels arrivent par e-mail.' : `${devices} appareil${devices > 1 ? 's reçoivent' : ' reçoit'} tes notifications.`}
      </Text>
    </Stack>
  );
}

/**
 * 'Mon rythme' on 'Mon compte' (issue 25): the weekly goal (1 to 7 sessions), the preferred days and time, the
 * reminders (on/off, by notification or e-mail) and this device's notifications. Saved with one button; the server
 * refuses what it cannot hold with a French message (a time in quiet hours, reminders with no day).
 */
export function RhythmSection() {
  const queryClient = useQueryClient();
  const rhythm = useQuery(rhythmQuery());
  const [draft, setDraft] = useState<RhythmSettingsBody | null>(null);
  useEffect(() => {
    if (rhythm.data && draft === null) setDraft({ ...rhythm.data.settings, preferredDays: [...rhythm.data.settings.preferredDays] as Weekday[] });
  }, [rhythm.data, draft]);
  const save = useMutation({
    mutationFn: (body: RhythmSettingsBody) => callApi('setRhythmSettings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(rhythmQuery().queryKey, saved);
      toaster.create({ type: 'success', title: 'Ton rythme est enregistré' });
    },
    onError: (error) => toaster.create({ type: 'error', title: failureMessage(error) }),
  });
  const set = (change: Partial<RhythmSettingsBody>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const toggleDay = (day: Weekday, checked: boolean) =>
    setDraft((current) => (current ? { ...current, preferredDays: checked ? [...current.preferredDays, day].sort((a, b) => a - b) : current.preferredDays.filter((one) => one !== day) } : current));

  return (
    <Card as="section" aria-labelledby={`${RHYTHM_SECTION_ID}-titre`} id={RHYTHM_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`${RHYTHM_SECTION_ID}-titre`}>
            Mon rythme et mes rappels
          </Heading>
          <Text color="fg.muted">Un objectif de séances par semaine (tous tes chiens comptent), et un rappel les jours choisis si tu n’as pas encore entraîné ton chien.</Text>
        </Stack>
        {rhythm.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Ton rythme n’a pas pu être chargé. Recharge la page pour réessayer.</Alert.Title>
          </Alert.Root>
        )}
        {!draft && !rhythm.isError && (
          <SectionLoading>
            <Skeleton h="64" />
          </SectionLoading>
        )}
        {draft && rhythm.data && (
          <Stack
            as="form"
            gap="5"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(draft);
            }}
          >
            <Field.Root>
              <Field.Label>Objectif par semaine</Field.Label>
              <NativeSelect.Root maxW="60">
                <NativeSelect.Field value={String(draft.weeklyGoal)} onChange={(event) => set({ weeklyGoal: Number(event.currentTarget.value) })}>
                  {GOALS.map((goal) => (
                    <option key={goal} value={goal}>
                      {goal} séance{goal > 1 ? 's' : ''}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>Une semaine va du lundi au dimanche. Un joker par mois garde ta série si une semaine t’échappe.</Field.HelperText>
            </Field.Root>

            <Fieldset.Root>
              <Fieldset.Legend>Mes jours d’entraînement</Fieldset.Legend>
              <HStack gap="3" flexWrap="wrap">
                {WEEKDAYS.map(({ value, label }) => (
                  <Checkbox.Root key={value} checked={draft.preferredDays.includes(value)} onCheckedChange={({ checked }) => toggleDay(value, checked === true)} colorPalette="brand">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Fieldset.Root>

            <Field.Root maxW="60">
              <Field.Label>Heure préférée</Field.Label>
              <Input type="time" min={PREFERRED_TIME_MIN} max={PREFERRED_TIME_MAX} step={300} value={draft.preferredTime} onChange={(event) => set({ preferredTime: event.currentTarget.value })} />
              <Field.HelperText>
                Entre {PREFERRED_TIME_MIN} et {PREFERRED_TIME_MAX}, heure de Paris : aucun rappel de {QUIET_HOURS.from} à {QUIET_HOURS.until}. Le rappel part au plus tard un quart d’heure après.
              </Field.HelperText>
            </Field.Root>

            <Switch.Root checked={draft.remindersOn} onCheckedChange={({ checked }) => set({ remindersOn: checked })} colorPalette="brand" justifyContent="space-between" width="full" gap="4">
              <Switch.Label fontWeight="semibold">Me rappeler de m’entraîner ces jours-là, si je ne l’ai pas encore fait</Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control />
            </Switch.Root>

            <Fieldset.Root disabled={!draft.remindersOn}>
              <Fieldset.Legend>Recevoir mes rappels</Fieldset.Legend>
              <RadioGroup.Root value={draft.reminderChannel} onValueChange={({ value }) => set({ reminderChannel: value === 'email' ? 'email' : 'push' })} colorPalette="brand">
                <Stack gap="2">
                  <RadioGroup.Item value="push">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Par notification sur mes appareils (sinon par e-mail)</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="email">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>Par e-mail</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Stack>
              </RadioGroup.Root>
            </Fieldset.Root>

            <Box>
              <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Enregistrement…">
                Enregistrer mon rythme
              </Button>
            </Box>
            <DeviceNotifications devices={rhythm.data.pushDevices} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
