import { formatEuros, NARROW_NO_BREAK_SPACE as NNBSP, NO_BREAK_SPACE as NBSP } from '../../../shared/domain/money';

describe('formatEuros (fr-FR, integer cents)', () => {
  it.each([
    [1490, `14,90${NBSP}€`],
    [14900, `149${NBSP}€`],
    [2990, `29,90${NBSP}€`],
    [29900, `299${NBSP}€`],
    [990, `9,90${NBSP}€`],
    [3900, `39${NBSP}€`],
    [1242, `12,42${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [0, `0${NBSP}€`],
    [123456, `1${NNBSP}234,56${NBSP}€`],
    [100000000, `1${NNBSP}000${NNBSP}000${NBSP}€`],
    [-2980, `-29,80${NBSP}€`],
  ])('%i cents → %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('writes what Intl fr-FR writes for amounts with cents', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    for (const cents of [1490, 2990, 990, 123456, 4990]) expect(formatEuros(cents)).toBe(intl.format(cents / 100));
  });

  it.each([14.9, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p, which is not a number of cents', (value) => {
    expect(() => formatEuros(value)).toThrow(RangeError);
  });
});
