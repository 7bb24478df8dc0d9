import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_FIGURES, type AdminFigureId } from '../../../../../shared/domain/stats';

/**
 * The definition of one of the admin's figures (shared/domain/stats.ts, issue 23), beside the figure wherever it is
 * shown: a button that shows it on hover, on keyboard focus and on a tap (a phone has no hover); Escape closes it.
 */
export function FigureInfo({ figure }: { figure: AdminFigureId }) {
  const { label, definition } = ADMIN_FIGURES[figure];
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root recipe={tooltipSlotRecipe} open={open} onOpenChange={(details) => setOpen(details.open)} closeOnClick={false} openDelay={150} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={`Définition : ${label}`} variant="ghost" size="2xs" color="fg.muted" rounded="full" onClick={() => setOpen((shown) => !shown)}>
          <Info aria-hidden="true" />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" fontSize="sm">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {definition}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
