import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ticketFailureMessage, useCloseTicket } from '../api/tickets';

/** 'Fermer le ticket', after a confirmation: a closed ticket cannot be answered any more. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseTicket(ticketId);

  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toaster.create({ type: 'success', title: 'Ticket fermé' });
      },
      onError: (error) => toaster.create({ type: 'error', title: ticketFailureMessage(error) }),
    });

  return (
    <Dialog.Root recipe={dialogSlotRecipe} role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="gray">
          Fermer le ticket
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Fermer ce ticket ?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Tu ne pourras plus y répondre. Pour une autre question, tu pourras toujours ouvrir un nouveau ticket.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Annuler</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={close.isPending} loadingText="Fermeture…" onClick={confirm}>
                Oui, fermer le ticket
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
