/**
 * Money is always an integer number of euro cents; only display turns it into text.
 *
 * Display rule (fr-FR, as `Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })` writes it):
 * a whole amount has no decimals (`149 €`), any other amount has two (`14,90 €`); the decimal mark is a comma,
 * thousands are grouped with a narrow no-break space (U+202F) and the euro sign follows a no-break space (U+00A0),
 * so a price never wraps across two lines.
 */
export type Cents = number;

export const NO_BREAK_SPACE = '\u00A0';
export const NARROW_NO_BREAK_SPACE = '\u202F';

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant en centimes attendu (entier), reçu ${cents}`);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NO_BREAK_SPACE);
}

/** `1490` → `14,90 €`, `14900` → `149 €`, `123456` → `1 234,56 €` (see the display rule above). */
export function formatEuros(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = groupThousands(String(Math.floor(absolute / 100)));
  const remainder = absolute % 100;
  const decimals = remainder === 0 ? '' : `,${String(remainder).padStart(2, '0')}`;
  return `${sign}${euros}${decimals}${NO_BREAK_SPACE}€`;
}
