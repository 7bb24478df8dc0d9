/** The product's months are Paris months (SPEC: a French product; monthly quotas and challenges turn at midnight in Paris). */
/** Made on first use: a browser's first Intl.DateTimeFormat loads time zone data, a cost no page should pay to start. */
let parisMonthFormat: Intl.DateTimeFormat | undefined;

/** `YYYY-MM` of an instant, in Europe/Paris. */
export function parisMonth(instant: Date | string): string {
  parisMonthFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
  const parts = parisMonthFormat.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
