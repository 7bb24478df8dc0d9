import { Alert, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { STAFF_MAIL_LABELS, STAFF_MAILS, type StaffMail } from '../../../../../shared/domain/staff-mail';
import { Card } from '../../../components/ui/Card';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';
import { StaffPage } from '../components/StaffPage';

/** Mes e-mails (issue 21): each of the team's e-mails on or off for the signed-in staff member, saved at each switch. */
export default function MailPreferencesPage() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const current = preferences.data;

  const toggle = (mail: StaffMail, checked: boolean) => {
    if (current) save.mutate({ ...current, [mail]: checked });
  };

  return (
    <StaffPage title="Mes e-mails" summary="Choisissez les e-mails que vous recevez quand un membre attend une réponse. La console, elle, vous prévient toujours." maxW="3xl">
      {preferences.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Vos préférences n’ont pas pu être chargées. Rechargez la page pour réessayer.</Alert.Title>
        </Alert.Root>
      ) : (
        <Card as="section" aria-label="E-mails de l’équipe">
          <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
            {STAFF_MAILS.map((mail) => (
              <li key={mail}>
                {current ? (
                  <Stack gap="1">
                    <Switch.Root
                      checked={current[mail]}
                      disabled={save.isPending}
                      onCheckedChange={({ checked }) => toggle(mail, checked)}
                      colorPalette="brand"
                      justifyContent="space-between"
                      width="full"
                      gap="4"
                    >
                      <Switch.Label fontWeight="semibold">{STAFF_MAIL_LABELS[mail].label}</Switch.Label>
                      <Switch.HiddenInput aria-describedby={`mail-${mail}-help`} />
                      <Switch.Control />
                    </Switch.Root>
                    <Text id={`mail-${mail}-help`} color="fg.muted" fontSize="sm">
                      {STAFF_MAIL_LABELS[mail].description}
                    </Text>
                  </Stack>
                ) : (
                  <Skeleton height="12" />
                )}
              </li>
            ))}
          </Stack>
        </Card>
      )}
    </StaffPage>
  );
}
