/** The product's months are Paris months (SPEC: a French product; monthly quotas and challenges turn at midnight in Paris). */
const PARIS_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });

/** `YYYY-MM` of an instant, in Europe/Paris. */
export function parisMonth(instant: Date | string): string {
  const parts = PARIS_MONTH.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
