import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { Visio } from '../../../../../shared/contract/visio-schemas';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { toaster } from '../../../components/ui/toaster';
import { useCancelVisio, useRescheduleVisio, visioFailureMessage } from '../api/visios';
import { cancelledOutcome, sessionWhen } from '../offers';
import { SlotPicker } from './SlotPicker';

interface DialogProps {
  visio: Visio | null;
  onClose: () => void;
}

/** 'Annuler la visio': says before confirming whether the credit comes back (≥ 24 h before) or is spent. */
export function CancelVisioDialog({ visio, onClose }: DialogProps) {
  const cancel = useCancelVisio();
  const confirm = () => {
    if (!visio) return;
    cancel.mutate(visio.id, {
      onSuccess: (cancelled) => {
        toaster.create({ type: 'success', title: 'Visio annulée', description: cancelledOutcome(cancelled) });
        onClose();
      },
      onError: (error) => toaster.create({ type: 'error', title: visioFailureMessage(error) }),
    });
  };
  return (
    <DialogFrame
      open={visio !== null}
      title="Annuler la visio ?"
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Garder ma visio</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={cancel.isPending} loadingText="Annulation…" onClick={confirm}>
            Annuler la visio
          </Button>
        </>
      }
    >
      {visio && (
        <Stack gap="3">
          <Text>Ta visio du {sessionWhen(visio.start)} avec {visio.educator.name} sera annulée.</Text>
          <Alert.Root status={visio.freeChange ? 'info' : 'warning'} rounded="lg">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {visio.freeChange
                ? `Plus de 24 h avant le début : ${visio.payment === 'paid' ? 'le montant te sera remboursé sur ta carte.' : 'ton crédit te sera rendu.'}`
                : `Moins de 24 h avant le début : ${visio.payment === 'paid' ? 'cette visio ne sera pas remboursée.' : 'le crédit de cette visio sera consommé.'}`}
            </Alert.Title>
          </Alert.Root>
        </Stack>
      )}
    </DialogFrame>
  );
}

/** 'Déplacer la visio': another slot of the same length, with the same credit (24 h before at the latest). */
export function MoveVisioDialog({ visio, onClose }: DialogProps) {
  const [start, setStart] = useState<string | null>(null);
  const requestId = useRef(crypto.randomUUID());
  const move = useRescheduleVisio();
  const close = () => {
    setStart(null);
    onClose();
  };
  const confirm = () => {
    if (!visio || !start) return;
    move.mutate(
      { id: visio.id, start, requestId: requestId.current },
      {
        onSuccess: (moved) => {
          toaster.create({ type: 'success', title: 'Visio déplacée', description: `Nouveau créneau : le ${sessionWhen(moved.start)}.` });
          requestId.current = crypto.randomUUID();
          close();
        },
        onError: (error) => {
          toaster.create({ type: 'error', title: visioFailureMessage(error) });
          requestId.current = crypto.randomUUID();
          setStart(null);
        },
      },
    );
  };
  return (
    <DialogFrame
      open={visio !== null}
      title="Déplacer la visio"
      onClose={close}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Annuler</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" disabled={!start} loading={move.isPending} loadingText="Déplacement…" onClick={confirm}>
            Déplacer à ce créneau
          </Button>
        </>
      }
    >
      {visio && (
        <Stack gap="4">
          <Text>
            Actuellement : le {sessionWhen(visio.start)}. Choisis un nouveau créneau ; ton crédit reste le même.
          </Text>
          <SlotPicker target={{ visio: visio.id }} value={start} onChange={setStart} />
        </Stack>
      )}
    </DialogFrame>
  );
}
