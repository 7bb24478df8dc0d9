import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The actions (a `Dialog.ActionTrigger` closes). */
  footer: ReactNode;
  size?: 'md' | 'lg';
}

/** A modal dialog of the app: full screen on phones, centred from tablets, its title, body, actions and a close button. */
export function DialogFrame({ open, title, onClose, children, footer, size = 'lg' }: DialogFrameProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: size }} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
