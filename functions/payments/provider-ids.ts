/** The id of a provider object a payload gives either as its id or expanded (`string | Customer`…). */
export function idOf(value: string | { id: string }): string;
export function idOf(value: string | { id: string } | null | undefined): string | null;
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
