import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toaster } from '../../components/ui/toaster';
import { isApiError } from '../../lib/api';

const UNEXPECTED = 'La modification n’a pas pu être enregistrée. Réessaye dans un instant.';

/** The French message of a failed call: the API's own (a field's first), or a general one. */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED;
  return Object.values(error.fields)[0] ?? error.message;
}

/**
 * Shows a refused change of 'Mon compte': each field the API named under its input (a refusal of the value itself,
 * an address taken or a wrong code, under `main`), and one toast with the French message.
 */
export function showFailure<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, fields: readonly Path<V>[], main: Path<V>): void {
  if (isApiError(error)) {
    const named = Object.entries(error.fields).filter((entry): entry is [Path<V>, string] => (fields as readonly string[]).includes(entry[0]));
    for (const [field, message] of named) setError(field, { message });
    if (named.length === 0 && error.status >= 400 && error.status < 500) setError(main, { message: error.message });
  }
  toaster.create({ type: 'error', title: failureMessage(error) });
}
