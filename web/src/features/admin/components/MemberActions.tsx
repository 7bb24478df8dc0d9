import { Button, chakra, Dialog, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type * as z from 'zod';
import type { AdminMember } from '../../../../../shared/contract/admin-member-schemas';
import type { adjustPointsBodySchema, grantRewardBodySchema } from '../../../../../shared/contract/points-schemas';
import { REWARDS } from '../../../../../shared/domain/rewards';
import { ROLE_LABELS, type Role } from '../../../../../shared/domain/roles';
import { adminPointsToast, ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { Card } from '../../../components/ui/Card';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useAdjustPoints, useChangeRole, useGrantReward } from '../api/users';
import { PlanGiftAction, SuspensionAction } from './MemberAccountActions';

/**
 * The admin's actions on a member (issue 14): points given or taken through the ledger, a credit given, a staff role
 * given or taken — each with a reason, each logged with its author. A submission keeps its request key until it
 * succeeds, so a retry after a lost answer moves nothing twice.
 */

type PointsForm = Omit<z.input<typeof adjustPointsBodySchema>, 'requestId'>;
type CreditForm = Omit<z.input<typeof grantRewardBodySchema>, 'requestId'>;

const pointsResolver = lazyZodResolver<PointsForm, PointsForm>(async () => (await import('../../../../../shared/contract/points-schemas')).adjustPointsBodySchema.omit({ requestId: true }));
const creditResolver = lazyZodResolver<CreditForm, CreditForm>(async () => (await import('../../../../../shared/contract/points-schemas')).grantRewardBodySchema.omit({ requestId: true }));

const refused = (error: Error) => toaster.create({ type: 'error', title: ERRORS.adminMemberAction, description: error.message });

/** A request key per submission, renewed once the request went through. */
function useRequestId() {
  const id = useRef(crypto.randomUUID());
  return { current: () => id.current, renew: () => (id.current = crypto.randomUUID()) };
}

function PointsAction({ member }: { member: AdminMember }) {
  const adjust = useAdjustPoints(member.profile.id);
  const requestId = useRequestId();
  const { register, handleSubmit, reset, formState: { errors } } = useAppForm<PointsForm>({ resolver: pointsResolver, defaultValues: { reason: '' } });
  const submit = handleSubmit((form) =>
    adjust.mutate(
      { ...form, requestId: requestId.current() },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: adminPointsToast(form.points) });
          requestId.renew();
          reset({ reason: '' });
        },
        onError: refused,
      },
    ),
  );
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate aria-labelledby="member-points-action">
      <Heading as="h3" id="member-points-action" size="sm">
        Ajouter ou retirer des points
      </Heading>
      <FormField label="Points (négatif pour retirer)" error={errors.points?.message} required>
        <Input type="number" inputMode="numeric" step={1} {...register('points', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Raison (le membre la lit dans son historique)" error={errors.reason?.message} required>
        <Input {...register('reason')} placeholder="Merci pour ton témoignage" />
      </FormField>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={adjust.isPending}>
        Enregistrer
      </Button>
    </chakra.form>
  );
}

function CreditAction({ member }: { member: AdminMember }) {
  const grant = useGrantReward(member.profile.id);
  const requestId = useRequestId();
  const { register, handleSubmit, reset, formState: { errors } } = useAppForm<CreditForm>({ resolver: creditResolver, defaultValues: { rewardType: 'ticket_standard', reason: '' } });
  const submit = handleSubmit((form) =>
    grant.mutate(
      { ...form, requestId: requestId.current() },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: SUCCESS.adminCreditGranted });
          requestId.renew();
          reset({ rewardType: form.rewardType, reason: '' });
        },
        onError: refused,
      },
    ),
  );
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate aria-labelledby="member-credit-action">
      <Heading as="h3" id="member-credit-action" size="sm">
        Offrir un crédit
      </Heading>
      <FormField label="Crédit" error={errors.rewardType?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('rewardType')}>
            {REWARDS.map((reward) => (
              <option key={reward.type} value={reward.type}>
                {reward.name} — {reward.description}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Raison" error={errors.reason?.message} required>
        <Input {...register('reason')} placeholder="Visio annulée de notre fait" />
      </FormField>
      <Button type="submit" colorPalette="brand" variant="outline" alignSelf="flex-start" loading={grant.isPending}>
        Offrir le crédit
      </Button>
    </chakra.form>
  );
}

function RolesAction({ member, selfId }: { member: AdminMember; selfId: string | undefined }) {
  const change = useChangeRole(member.profile.id);
  const requestId = useRequestId();
  const [pending, setPending] = useState<{ role: Role; granted: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const confirm = () =>
    pending &&
    change.mutate(
      { ...pending, reason, requestId: requestId.current() },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: SUCCESS.adminRoleChanged });
          requestId.renew();
          setPending(null);
          setReason('');
        },
        onError: refused,
      },
    );
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Rôles de l’équipe
      </Heading>
      {(['educator', 'admin'] as const).map((role) => {
        const has = member.roles.includes(role);
        const ownAdmin = role === 'admin' && has && member.profile.id === selfId;
        return (
          <HStack key={role} justify="space-between" gap="3" flexWrap="wrap">
            <Text>
              Rôle {ROLE_LABELS[role]} : <strong>{has ? 'oui' : 'non'}</strong>
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette={has ? 'red' : 'brand'}
              disabled={ownAdmin}
              title={ownAdmin ? 'Tu ne peux pas retirer ton propre rôle admin' : undefined}
              onClick={() => setPending({ role, granted: !has })}
            >
              {has ? `Retirer le rôle ${ROLE_LABELS[role]}` : `Donner le rôle ${ROLE_LABELS[role]}`}
            </Button>
          </HStack>
        );
      })}
      <DialogFrame
        open={pending !== null}
        title={pending ? `${pending.granted ? 'Donner' : 'Retirer'} le rôle ${ROLE_LABELS[pending.role]}` : ''}
        size="md"
        onClose={() => setPending(null)}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Annuler</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="brand" loading={change.isPending} onClick={confirm}>
              Confirmer
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>Le changement s’applique à la prochaine connexion de {member.profile.firstName || member.profile.email}.</Text>
          <FormField label="Raison" required>
            <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Rejoint l’équipe des éducateurs" />
          </FormField>
        </Stack>
      </DialogFrame>
    </Stack>
  );
}

export function MemberActions({ member, selfId }: { member: AdminMember; selfId: string | undefined }) {
  return (
    <Card>
      <Stack gap="5">
        <Heading as="h2" size="md">
          Actions de l’équipe
        </Heading>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <PointsAction member={member} />
          <CreditAction member={member} />
          <RolesAction member={member} selfId={selfId} />
          <PlanGiftAction member={member} />
          <SuspensionAction member={member} selfId={selfId} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
