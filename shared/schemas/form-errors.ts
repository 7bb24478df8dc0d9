import type { z } from 'zod';

/** Key under which an error that belongs to no single field is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * A ZodError as `{ fieldName: firstMessage }`, for forms and for the API's `error.fields`.
 * Nested paths are joined with dots (`steps.0.description`).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first error message, where SPEC shows only one (ticket toast, admin fiche form). */
export function firstErrorMessage(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}
