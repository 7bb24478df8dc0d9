import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_FIGURE_IDS, ADMIN_FIGURES, figureValue, PERIOD_COUNTERS, POINTS_COUNTERS, TOTAL_COUNTERS, type FigureSource } from '../../../shared/domain/stats';

/**
 * Issue 23, one number per fact: each figure an admin reads is defined once in shared/domain/stats.ts, with one
 * label, one definition (shown in its tooltip) and one way to compute it, and the admin pages show figures from there.
 */

describe('the catalogue of admin figures', () => {
  it('gives every figure one label and one definition, none shared with another figure', () => {
    const labels = ADMIN_FIGURE_IDS.map((id) => ADMIN_FIGURES[id].label);
    const definitions = ADMIN_FIGURE_IDS.map((id) => ADMIN_FIGURES[id].definition);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(definitions).size).toBe(definitions.length);
    for (const id of ADMIN_FIGURE_IDS) {
      const { label, definition } = ADMIN_FIGURES[id];
      expect(label.trim()).toBe(label);
      expect(label.length).toBeGreaterThan(0);
      // A sentence an admin reads: French typography (curly apostrophes), a full stop at the end.
      expect(definition).toMatch(/^[A-ZÀ-Ý].{20,}\.$/);
      expect(`${label} ${definition}`).not.toContain("'");
    }
  });

  it('names counters that exist, in the bucket that holds them', () => {
    const known: Record<'totals' | 'month' | 'points', readonly string[]> = { totals: TOTAL_COUNTERS, month: PERIOD_COUNTERS, points: POINTS_COUNTERS };
    for (const id of ADMIN_FIGURE_IDS) {
      const source: FigureSource = ADMIN_FIGURES[id].source;
      if (source.kind === 'counters') for (const counter of source.counters) expect(known[source.bucket]).toContain(counter);
      else expect(source.computedFrom.length).toBeGreaterThan(0);
    }
  });

  it('computes a counter figure as the sum of its counters, a missing counter being 0', () => {
    expect(figureValue('ticketsOpen', { ticketsOuvert: 3, ticketsEnCours: 2, ticketsResolu: 7 })).toBe(5);
    expect(figureValue('members', { membersGratuit: 10, membersPremium: 4 })).toBe(14);
    expect(figureValue('visiosOfMonth', { visios: 4, signups: 9 })).toBe(4);
    expect(figureValue('visiosOfMonth', undefined)).toBe(0);
    expect(() => figureValue('churnRate', {})).toThrow();
  });
});

describe('the admin pages', () => {
  const root = join(__dirname, '../../../web/src/features/admin');
  const sources = ['pages', 'components'].flatMap((folder) => readdirSync(join(root, folder)).map((file) => readFileSync(join(root, folder, file), 'utf8')));

  it('show each figure card from the catalogue (its label and its definition), never under a label of their own', () => {
    const cards = sources.flatMap((source) => source.match(/<AdminStat\b[^>]*>/g) ?? []);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    for (const card of cards) expect(card).toMatch(/\bfigure="[A-Za-z]+"/);
    for (const card of cards) expect(ADMIN_FIGURE_IDS).toContain(card.match(/\bfigure="([A-Za-z]+)"/)![1]);
  });
});
