import { Button, chakra, Dialog, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { AdminMember } from '../../../../../shared/contract/admin-member-schemas';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '../../../../../shared/domain/plans';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { formatDate } from '../../../lib/dates';
import { useEndGift, useGiftPlan, useSetSuspension } from '../api/users';

/**
 * The admin's actions on a member's plan and account (issue 21): a plan given by hand (until a day, or until ended)
 * and its end; the account suspended or reactivated. Each with a reason, logged with its author; a submission keeps
 * its request key until it succeeds, so a retry after a lost answer acts once.
 */

const refused = (error: Error) => toaster.create({ type: 'error', title: ERRORS.adminMemberAction, description: error.message });

function useRequestId() {
  const id = useRef(crypto.randomUUID());
  return { current: () => id.current, renew: () => (id.current = crypto.randomUUID()) };
}

/** The last day a gift gives, from the instant it ends (midnight in Paris after that day). */
const lastDay = (endsAt: string) => formatDate(new Date(Date.parse(endsAt) - 1).toISOString());

export function PlanGiftAction({ member }: { member: AdminMember }) {
  const give = useGiftPlan(member.profile.id);
  const end = useEndGift(member.profile.id);
  const requestId = useRequestId();
  const [plan, setPlan] = useState<PaidPlanId>('premium');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  const gift = member.subscription.gift;
  const done = (title: string) => () => {
    toaster.create({ type: 'success', title });
    requestId.renew();
    setReason('');
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    give.mutate({ plan, endsOn: endsOn || null, reason, requestId: requestId.current() }, { onSuccess: done(`Offre ${PLANS[plan].name} offerte`), onError: refused });
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate aria-labelledby="member-gift-action">
      <Heading as="h3" id="member-gift-action" size="sm">
        Offrir une offre
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {gift
          ? `Offre ${PLANS[gift.plan].name} offerte ${gift.endsAt ? `jusqu’au ${lastDay(gift.endsAt)}` : 'sans date de fin'}.`
          : 'Le plan payé prime : un membre qui paie un abonnement en cours ne peut pas recevoir d’offre.'}
      </Text>
      <FormField label="Offre" required>
        <NativeSelect.Root>
          <NativeSelect.Field value={plan} onChange={(event) => setPlan(event.target.value as PaidPlanId)}>
            {PAID_PLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {PLANS[id].name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Dernier jour (vide : jusqu’à son arrêt)">
        <Input type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
      </FormField>
      <FormField label="Raison" required>
        <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Partenaire de l’association" />
      </FormField>
      <Stack direction="row" gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={give.isPending}>
          Offrir
        </Button>
        {gift && (
          <Button
            variant="outline"
            colorPalette="red"
            loading={end.isPending}
            onClick={() => end.mutate({ reason, requestId: requestId.current() }, { onSuccess: done('Offre arrêtée : le membre revient au plan de ses paiements'), onError: refused })}
          >
            Arrêter l’offre
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}

export function SuspensionAction({ member, selfId }: { member: AdminMember; selfId: string | undefined }) {
  const change = useSetSuspension(member.profile.id);
  const requestId = useRequestId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { suspended, suspendedAt } = member.account;
  const self = member.profile.id === selfId;
  const confirm = () =>
    change.mutate(
      { suspended: !suspended, reason, requestId: requestId.current() },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: suspended ? 'Compte réactivé' : 'Compte suspendu : connexion refusée, sessions fermées' });
          requestId.renew();
          setOpen(false);
          setReason('');
        },
        onError: refused,
      },
    );
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Accès au compte
      </Heading>
      <Text>
        {suspended ? <strong>Suspendu{suspendedAt ? ` depuis le ${formatDate(suspendedAt)}` : ''}</strong> : 'Actif : le membre peut se connecter.'}
      </Text>
      <Button
        size="sm"
        variant="outline"
        colorPalette={suspended ? 'brand' : 'red'}
        alignSelf="flex-start"
        disabled={self && !suspended}
        title={self && !suspended ? 'Tu ne peux pas suspendre ton propre compte' : undefined}
        onClick={() => setOpen(true)}
      >
        {suspended ? 'Réactiver le compte' : 'Suspendre le compte'}
      </Button>
      <DialogFrame
        open={open}
        title={suspended ? 'Réactiver le compte' : 'Suspendre le compte'}
        size="md"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Annuler</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette={suspended ? 'brand' : 'red'} loading={change.isPending} onClick={confirm}>
              Confirmer
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>
            {suspended
              ? `${member.profile.firstName || member.profile.email} pourra de nouveau se connecter.`
              : `${member.profile.firstName || member.profile.email} ne pourra plus se connecter et ses sessions ouvertes seront fermées.`}
          </Text>
          <FormField label="Raison" required>
            <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder={suspended ? 'Situation régularisée' : 'Comportement abusif signalé'} />
          </FormField>
        </Stack>
      </DialogFrame>
    </Stack>
  );
}
