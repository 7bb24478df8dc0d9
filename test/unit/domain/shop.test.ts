import { isShopProductId, REFUND_WINDOW_DAYS, SHOP_PRODUCT_IDS, SHOP_PRODUCTS, SHOP_TERMS, TICKET_RESPONSE_HOURS } from '../../../shared/domain/shop';
import { VIDEO_EXTRA } from '../../../shared/domain/videos';
import { FREE_VISIO_REWARD_DURATION, INCLUDED_VISIO_DURATION, VISIO_PRICES } from '../../../shared/domain/visios';

describe('shop (SPEC §9)', () => {
  it.each([
    ['ticket_standard', 'Ticket standard', 990, 2, { responseHours: 48 }],
    ['ticket_urgent', 'Ticket urgent', 1990, 5, { responseHours: 24 }],
    ['visio_unique', 'Visio de suivi', 3900, 10, { durationMinutes: 30 }],
    ['video_retour', 'Retour vidéo', 1490, 3, { responseWorkingDays: 1 }],
  ] as const)('%s: %s, %i cents, +%i points', (id, name, price, points, extra) => {
    expect(SHOP_PRODUCTS[id]).toMatchObject({ id, name, price, bonusPoints: points, ...extra });
    expect(SHOP_PRODUCTS[id].description.length).toBeGreaterThan(20);
  });

  it('lists the four products in shop order', () => {
    expect(SHOP_PRODUCT_IDS).toEqual(['ticket_standard', 'ticket_urgent', 'visio_unique', 'video_retour']);
  });

  it('sells the extra video at the price and bonus of the video rules (issue 26)', () => {
    expect(SHOP_PRODUCTS.video_retour).toMatchObject({ name: VIDEO_EXTRA.name, price: VIDEO_EXTRA.price, bonusPoints: VIDEO_EXTRA.bonusPoints });
    expect(SHOP_PRODUCTS.video_retour.description).toContain('sous un jour ouvré');
  });

  it('promises tickets never expire and a refund within 14 days', () => {
    expect(REFUND_WINDOW_DAYS).toBe(14);
    expect(SHOP_TERMS.neverExpire).toBe('Tes tickets n’expirent jamais');
    expect(SHOP_TERMS.refundable).toBe('Remboursable sous 14 jours s’il n’est pas utilisé');
  });

  it('answers standard tickets within 48h and urgent ones within 24h', () => {
    expect(TICKET_RESPONSE_HOURS).toEqual({ standard: 48, urgent: 24 });
    expect(SHOP_PRODUCTS.ticket_urgent.description).toContain('sous 24h');
  });

  it.each([
    ['visio_unique', true],
    ['ticket_urgent', true],
    ['video_retour', true],
    ['visio_gratuite', false],
    [null, false],
  ])('isShopProductId(%p) is %p', (value, expected) => {
    expect(isShopProductId(value)).toBe(expected);
  });
});

describe('visios (SPEC §9)', () => {
  it('costs 39 € for 30 min and 69 € for 60 min; included and reward visios last 30 min', () => {
    expect(VISIO_PRICES).toEqual({ 30: 3900, 60: 6900 });
    expect(INCLUDED_VISIO_DURATION).toBe(30);
    expect(FREE_VISIO_REWARD_DURATION).toBe(30);
  });
});
