import type { Visio, VisioOffer } from '../../../../shared/contract/visio-schemas';
import { formatEuros } from '../../../../shared/domain/money';
import { cancellationRefund, INCLUDED_LABEL } from '../../../../shared/domain/visios';

/** How the booking card tells what a length costs this member now (the server's `visioPayment`). */
export function offerCost(offer: VisioOffer): { price: string; detail: string } {
  switch (offer.payment) {
    case 'included':
      return { price: INCLUDED_LABEL, detail: 'Ta visio de suivi du mois (Expert+)' };
    case 'bonus':
      return { price: INCLUDED_LABEL, detail: 'Ton crédit visio acheté en boutique' };
    case 'reward':
      return { price: INCLUDED_LABEL, detail: 'Ta visio de suivi offerte contre tes points' };
    case 'paid':
      return { price: formatEuros(offer.priceCents), detail: 'Paiement sécurisé en ligne' };
  }
}

const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
const DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Paris' });

/** '14:30', Paris time. */
export const slotTime = (instant: string): string => TIME.format(new Date(instant));
/** 'lun. 30 nov.' for a local date 'YYYY-MM-DD'. */
export const dayLabel = (date: string): string => DAY.format(new Date(`${date}T12:00:00Z`));
/** 'lundi 30 novembre à 14:30', Paris time. */
export const sessionWhen = (instant: string): string => `${LONG_DAY.format(new Date(instant))} à ${slotTime(instant)}`;

/** What became of a cancelled session's credit, or of a paid session's money. */
export function cancelledOutcome(visio: Pick<Visio, 'payment' | 'creditReturned'>): string {
  if (visio.creditReturned) return cancellationRefund(visio.payment === 'paid');
  return visio.payment === 'paid' ? 'Annulée moins de 24 h avant : elle n’est pas remboursée.' : 'Le crédit de cette visio a été consommé.';
}
