import { CloseButton, Drawer as ChakraDrawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's heading, also its accessible name. */
  title: string;
  /** From the side (the header's menu) or from the bottom, above the tab bar (the 'Profil' sheet). */
  placement?: 'end' | 'bottom';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Where focus returns when the drawer closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The site's one drawer on small screens (issue 23): a titled panel over a backdrop, closed by its button, Escape or a
 * click outside, focus kept inside while open and given back to the button that opened it.
 */
export function Drawer({ open, onClose, title, placement = 'end', closeLabel = 'Fermer', returnFocusTo, children }: DrawerProps) {
  const fromBottom = placement === 'bottom';
  return (
    <ChakraDrawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => !details.open && onClose()} placement={placement} finalFocusEl={returnFocusTo}>
      <Portal>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content {...(fromBottom ? { roundedTop: '2xl', pb: 'env(safe-area-inset-bottom)' } : { maxW: 'xs' })}>
            <ChakraDrawer.Header>
              <ChakraDrawer.Title>{title}</ChakraDrawer.Title>
            </ChakraDrawer.Header>
            <ChakraDrawer.Body pb="6">{children}</ChakraDrawer.Body>
            <ChakraDrawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </ChakraDrawer.CloseTrigger>
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
