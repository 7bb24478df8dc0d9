import { Badge } from '@chakra-ui/react';
import type { StaffVisioRow } from '../../../../../shared/contract/visio-schemas';
import { VISIO_STATUS_LABELS } from '../../../../../shared/domain/visios';
import { VISIO_STATUS_PALETTE } from '../../../components/visios/visio-status';

const WHEN = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/** 'mardi 1 décembre à 10:30', Paris time. */
export const sessionWhen = (instant: string): string => WHEN.format(new Date(instant));

/** A session's state for the team: a past confirmed one is a summary still to write. */
export function SessionStatusBadge({ visio, now }: { visio: Pick<StaffVisioRow, 'status' | 'end' | 'summary'>; now: string }) {
  if (visio.status === 'confirmee' && visio.end <= now) {
    return (
      <Badge colorPalette="orange" variant="subtle">
        Compte rendu à écrire
      </Badge>
    );
  }
  return (
    <Badge colorPalette={VISIO_STATUS_PALETTE[visio.status]} variant="subtle">
      {VISIO_STATUS_LABELS[visio.status]}
    </Badge>
  );
}
