import { Button, DataList, Dialog, Grid, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { ArrowLeft, ExternalLink, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { VISIO_SUMMARY_MAX, type StaffVisio } from '../../../../../shared/contract/visio-schemas';
import { TICKET_STATUS_LABELS } from '../../../../../shared/domain/tickets';
import { VISIO_PAYMENT_LABELS } from '../../../../../shared/domain/visios';
import { Card } from '../../../components/ui/Card';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { FormField } from '../../../components/ui/FormField';
import { TextLink } from '../../../components/ui/TextLink';
import { useNow } from '../../../lib/useNow';
import { useRecordOutcome, useStaffCancelVisio, useStaffVisio } from '../api/visios';
import { Block, MemberContext } from '../components/MemberContext';
import { StaffProgression } from '../components/StaffProgression';
import { useVisioProgression } from '../api/progression';
import { SessionStatusBadge, sessionWhen } from '../components/SessionTime';
import { StaffPage } from '../components/StaffPage';
import { StaffRecordState } from '../components/StaffRecordState';
import { staffTicketPath, STAFF_VISIOS_PATH } from '../paths';

const backLink = (
  <TextLink to={STAFF_VISIOS_PATH} display="inline-flex" alignItems="center" gap="1" fontSize="sm">
    <ArrowLeft size={14} aria-hidden="true" /> Retour à l’agenda
  </TextLink>
);

/** After the start: held or missed, and the summary the member reads ('Compte rendu'); editable afterwards. */
function OutcomeForm({ data }: { data: StaffVisio }) {
  const { visio } = data;
  const [summary, setSummary] = useState(visio.summary ?? '');
  const record = useRecordOutcome(visio.id);
  const tooLong = summary.length > VISIO_SUMMARY_MAX;
  const send = (status: 'terminee' | 'absent') => record.mutate({ status, ...(summary.trim() ? { summary } : {}) });
  return (
    <Stack as="section" gap="4" aria-labelledby="outcome-title">
      <Heading as="h2" id="outcome-title" size="md">
        Compte rendu
      </Heading>
      <FormField
        label="Compte rendu pour le membre"
        error={tooLong ? `Le compte rendu doit contenir au plus ${VISIO_SUMMARY_MAX} caractères` : undefined}
        helper="Ce que vous avez vu et travaillé, les exercices et fiches à suivre, le prochain point. Le membre le lit dans son historique."
      >
        <Textarea rows={6} autoresize maxH="50vh" value={summary} onChange={(event) => setSummary(event.target.value)} />
      </FormField>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" disabled={tooLong} loading={record.isPending && record.variables?.status === 'terminee'} onClick={() => send('terminee')}>
          Visio faite
        </Button>
        <Button variant="outline" disabled={tooLong} loading={record.isPending && record.variables?.status === 'absent'} onClick={() => send('absent')}>
          Membre absent
        </Button>
      </HStack>
    </Stack>
  );
}

/** Before the start: cancel, with the reason the member reads; their credit comes back. */
function CancelSession({ data }: { data: StaffVisio }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useStaffCancelVisio(data.visio.id);
  const valid = reason.trim().length >= 5;
  return (
    <>
      <Button variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Annuler la visio
      </Button>
      <DialogFrame
        open={open}
        title={`Annuler la visio de ${data.visio.member.firstName} ?`}
        onClose={() => setOpen(false)}
        size="md"
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Garder la visio</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="red" disabled={!valid} loading={cancel.isPending} onClick={() => cancel.mutate(reason, { onSuccess: () => setOpen(false) })}>
              Annuler la visio
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Dialog.Description>Le membre récupère son crédit et reçoit ta raison par e-mail et dans l’application.</Dialog.Description>
          <FormField label="Raison de l’annulation" required error={reason && !valid ? 'Indique au membre pourquoi (5 caractères au moins)' : undefined}>
            <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
        </Stack>
      </DialogFrame>
    </>
  );
}

/** /equipe/visios/:id: one session, its room, the member's note and context, and what the educator records. */
export default function StaffVisioPage() {
  const { id = '' } = useParams();
  const query = useStaffVisio(id);
  const progression = useVisioProgression(id);
  const now = new Date(useNow(30_000)).toISOString();

  if (query.isPending || query.isError) return <StaffRecordState title="Visio" error={query.error} back={backLink} />;

  const data = query.data;
  const { visio, member } = data;
  const upcoming = visio.status === 'confirmee' && visio.start > now;
  return (
    <StaffPage title={`Visio avec ${visio.member.firstName}`} maxW="7xl">
      <Stack gap="2" mt="-4">
        <HStack gap="2" flexWrap="wrap">
          <SessionStatusBadge visio={visio} now={now} />
          <Text fontSize="sm" color="fg.muted">
            Le {sessionWhen(visio.start)} · {visio.durationMinutes} min · {VISIO_PAYMENT_LABELS[visio.payment]}
            {member.dog && ` · pour ${member.dog.name}`}
          </Text>
        </HStack>
        {backLink}
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem', xl: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Card p={{ base: '4', md: '5' }}>
            <Stack gap="4">
              <Heading as="h2" size="md">
                La séance
              </Heading>
              <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="2">
                <DataList.Item>
                  <DataList.ItemLabel>Salle</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {visio.meetingLink ? (
                      <Link href={visio.meetingLink} target="_blank" rel="noopener noreferrer" color="brand.700" overflowWrap="anywhere">
                        {visio.meetingLink} <ExternalLink aria-hidden="true" size="14" />
                        <Text as="span" srOnly>
                          (nouvel onglet)
                        </Text>
                      </Link>
                    ) : (
                      '—'
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Note du membre</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-line">{visio.note ?? 'Pas de note.'}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {upcoming && <CancelSession data={data} />}
            </Stack>
          </Card>
          <Card p={{ base: '4', md: '5' }}>
            {data.mayRecordOutcome ? (
              <OutcomeForm key={visio.summary ?? ''} data={data} />
            ) : visio.status === 'annulee' || visio.status === 'deplacee' ? (
              <Text color="fg.muted">Cette visio n’a pas lieu : rien à consigner.</Text>
            ) : (
              <Text color="fg.muted">Le compte rendu s’écrit ici une fois la visio commencée.</Text>
            )}
          </Card>
        </Stack>
        <MemberContext member={member} lead={<StaffProgression query={progression} />}>
          <Block icon={<LifeBuoy size={16} aria-hidden="true" />} title="Tickets en cours">
            {member.openTickets.length > 0 ? (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {member.openTickets.map((ticket) => (
                  <li key={ticket.id}>
                    <TextLink to={staffTicketPath(ticket.id)} fontSize="sm">
                      {ticket.title}
                    </TextLink>
                    <Text fontSize="xs" color="fg.muted">
                      {TICKET_STATUS_LABELS[ticket.status].label}
                    </Text>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Aucun ticket en cours.
              </Text>
            )}
          </Block>
        </MemberContext>
      </Grid>
    </StaffPage>
  );
}
