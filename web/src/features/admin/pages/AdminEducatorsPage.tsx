import { Badge, Button, chakra, Heading, HStack, Input, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type * as z from 'zod';
import type { inviteEducatorBodySchema } from '../../../../../shared/contract/admin-member-schemas';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { ADMIN_FIGURES } from '../../../../../shared/domain/stats';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { formatMinutes } from '../../../lib/dates';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useAdminEducators, useInviteEducator } from '../api/team';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { sectionOf } from '../sections';
import { adminMemberHref } from './AdminUsersPage';

type Invite = z.input<typeof inviteEducatorBodySchema>;
const resolver = lazyZodResolver<Invite, z.output<typeof inviteEducatorBodySchema>>(async () => (await import('../../../../../shared/contract/admin-member-schemas')).inviteEducatorBodySchema);

function InviteForm() {
  const invite = useInviteEducator();
  const { register, handleSubmit, reset, formState: { errors } } = useAppForm<Invite, unknown, z.output<typeof inviteEducatorBodySchema>>({ resolver, defaultValues: { firstName: '', email: '' } });
  const submit = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: (educator) => {
        toaster.create({ type: 'success', title: SUCCESS.educatorInvited, description: `${educator.name} reçoit un mot de passe provisoire à ${educator.email}.` });
        reset();
      },
      onError: (error) => toaster.create({ type: 'error', title: ERRORS.adminMemberAction, description: error.message }),
    }),
  );
  return (
    <Card as="section" aria-labelledby="invite-title">
      <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <Stack gap="1">
          <Heading as="h2" id="invite-title" size="md">
            Inviter un éducateur
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Il reçoit par email son identifiant et un mot de passe provisoire, valable 7 jours, qu’il remplace à sa première connexion.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Prénom" error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={invite.isPending}>
          Envoyer l’invitation
        </Button>
      </chakra.form>
    </Card>
  );
}

function Team() {
  const team = useAdminEducators();
  if (team.isError) return <LoadError error={team.error} />;
  if (!team.data) return <Skeleton h="64" rounded="card" />;
  const educators = team.data.educators;
  if (educators.length === 0) return <Text color="fg.muted">Aucun éducateur dans l’équipe : invite le premier ci-dessus.</Text>;
  const bars = (value: (row: (typeof educators)[number]) => number | null, display: (value: number | null) => string) =>
    educators.map((row) => ({ id: row.id, label: row.name, value: value(row), display: display(value(row)) }));
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <BarChart id="educators-open" title={ADMIN_FIGURES.ticketsOpen.label} hint="Ouverts ou en cours, assignés à l’éducateur." color="brand.solid" bars={bars((row) => row.openTickets, (v) => String(v ?? 0))} />
        <BarChart id="educators-visios" title={ADMIN_FIGURES.upcomingVisios.label} hint="Séances confirmées à partir de maintenant." color="accent.solid" bars={bars((row) => row.upcomingVisios, (v) => String(v ?? 0))} />
        <BarChart id="educators-median" title={ADMIN_FIGURES.firstResponseMedian.label} hint="Ce mois-ci ; plus court, c’est mieux." color="green.solid" bars={bars((row) => row.medianFirstResponseMinutes, formatMinutes)} />
      </SimpleGrid>
      <Card p="0" overflow="hidden">
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau de l’équipe">
          <Table.Root size="sm" minW="40rem">
            <Table.Caption srOnly>L’équipe des éducateurs</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Éducateur</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{ADMIN_FIGURES.ticketsOpen.label}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{ADMIN_FIGURES.upcomingVisios.label}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{ADMIN_FIGURES.firstResponseMedian.label}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {educators.map((educator) => (
                <Table.Row key={educator.id}>
                  <Table.Cell>
                    <HStack gap="2" flexWrap="wrap">
                      <TextLink to={adminMemberHref(educator.id)} fontWeight="semibold">
                        {educator.name}
                      </TextLink>
                      {educator.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
                      {educator.invitationPending && <Badge colorPalette="orange">Invitation en attente</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{educator.email}</Table.Cell>
                  <Table.Cell textAlign="end">{educator.openTickets}</Table.Cell>
                  <Table.Cell textAlign="end">{educator.upcomingVisios}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMinutes(educator.medianFirstResponseMinutes)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card>
    </Stack>
  );
}

/** /admin/educators (SPEC §2 Admin, issue 14): the team, each one's load, and invitations by e-mail. */
export default function AdminEducatorsPage() {
  const section = sectionOf('/admin/educators');
  return (
    <AdminPage title={section?.label ?? 'Éducateurs'} summary={section?.summary ?? ''}>
      <InviteForm />
      <Team />
    </AdminPage>
  );
}
