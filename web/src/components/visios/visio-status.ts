import type { VisioStatus } from '../../../../shared/domain/visios';

/** The colour of a session's status badge, the same for the member and the team. */
export const VISIO_STATUS_PALETTE: Readonly<Record<VisioStatus, string>> = {
  en_attente: 'yellow',
  confirmee: 'green',
  annulee: 'gray',
  deplacee: 'gray',
  terminee: 'blue',
  absent: 'orange',
};
