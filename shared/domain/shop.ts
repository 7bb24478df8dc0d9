import type { Cents } from './money';
import { TICKET_RESPONSE_HOURS } from './ticket-response-hours';
import { CREDIT_VISIO } from './visios';
import { VIDEO_EXTRA } from './videos';

/** One-time purchases of the shop (SPEC §2 Shop, §9). */
export const SHOP_PRODUCT_IDS = ['ticket_standard', 'ticket_urgent', 'visio_unique', VIDEO_EXTRA.rewardType] as const;
export type ShopProductId = (typeof SHOP_PRODUCT_IDS)[number];

/** Unused purchases can be refunded within this many days (SPEC §9). */
export const REFUND_WINDOW_DAYS = 14;

/** Promises printed under every shop card. */
export const SHOP_TERMS = {
  neverExpire: 'Tes tickets n’expirent jamais',
  refundable: `Remboursable sous ${REFUND_WINDOW_DAYS} jours s’il n’est pas utilisé`,
  oneTimePayment: 'Paiement unique, sans abonnement',
} as const;

/** Answer delay of an educator on a ticket (its own module: the success messages need it, not the shop). */
export { TICKET_RESPONSE_HOURS };

export interface ShopProduct {
  id: ShopProductId;
  name: string;
  description: string;
  price: Cents;
  bonusPoints: number;
  /** Response time of a ticket, in hours. */
  responseHours?: number;
  /** Length of a visio, in minutes. */
  durationMinutes?: number;
  /** Answer delay of an educator on a video, in working days (shared/domain/videos.ts videoDueBy). */
  responseWorkingDays?: number;
}

export const SHOP_PRODUCTS: Readonly<Record<ShopProductId, ShopProduct>> = {
  ticket_standard: {
    id: 'ticket_standard',
    name: 'Ticket standard',
    description: `Pose ta question à un éducateur professionnel et reçois une réponse sous ${TICKET_RESPONSE_HOURS.standard}h.`,
    price: 990,
    bonusPoints: 2,
    responseHours: TICKET_RESPONSE_HOURS.standard,
  },
  ticket_urgent: {
    id: 'ticket_urgent',
    name: 'Ticket urgent',
    description: `Une situation qui ne peut pas attendre ? Un éducateur te répond en priorité, sous ${TICKET_RESPONSE_HOURS.urgent}h.`,
    price: 1990,
    bonusPoints: 5,
    responseHours: TICKET_RESPONSE_HOURS.urgent,
  },
  // The visio sold in the shop is a credit for the offer's visio de suivi, at its price (issue 23: one visio offer).
  visio_unique: {
    id: 'visio_unique',
    name: CREDIT_VISIO.name,
    description: `Une ${CREDIT_VISIO.name.toLowerCase()} de ${CREDIT_VISIO.durationMinutes} minutes avec un éducateur, à réserver quand tu veux pour faire le point sur un exercice ou une difficulté.`,
    price: CREDIT_VISIO.priceCents,
    bonusPoints: 10,
    durationMinutes: CREDIT_VISIO.durationMinutes,
  },
  // The extra video beyond the plan's month (issue 26): the same credit as the points exchange, at its price.
  video_retour: {
    id: VIDEO_EXTRA.rewardType,
    name: VIDEO_EXTRA.name,
    description: 'Filme ton chien sur un exercice et envoie la vidéo : un éducateur la commente moment par moment et te répond sous un jour ouvré.',
    price: VIDEO_EXTRA.price,
    bonusPoints: VIDEO_EXTRA.bonusPoints,
    responseWorkingDays: 1,
  },
};

export function isShopProductId(value: unknown): value is ShopProductId {
  return typeof value === 'string' && (SHOP_PRODUCT_IDS as readonly string[]).includes(value);
}
