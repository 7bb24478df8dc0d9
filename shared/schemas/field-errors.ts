import type * as z from 'zod';
import { GENERIC_FIELD_MESSAGES } from '../contract/errors';

/** Key under which an error that belongs to no single field is reported. */
export const FORM_ERROR_KEY = '_form';

/**
 * Turns zod issues into `{ field: message }`, first message per field, for forms and for the API's
 * `error.fields`. Nested paths are joined with dots (`steps.0.description`); a root issue uses FORM_ERROR_KEY.
 * zod's own English messages never reach a user: issues without a French message get a generic one.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  // A Map, then own properties: a field named `__proto__` is a field like any other, not the prototype of the answer.
  const fields = new Map<string, string>();
  const report = (path: readonly PropertyKey[], message: string) => {
    const field = path.length > 0 ? path.map(String).join('.') : FORM_ERROR_KEY;
    if (!fields.has(field)) fields.set(field, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) report([...issue.path, key], GENERIC_FIELD_MESSAGES.unknownField);
    else report(issue.path, frenchMessage(issue));
  }
  return Object.fromEntries(fields);
}

/** First French message of an error (SPEC §5: "the first schema error message is shown"). */
export function firstErrorMessage(error: z.ZodError): string {
  return Object.values(fieldErrors(error))[0] ?? GENERIC_FIELD_MESSAGES.invalidType;
}

function frenchMessage(issue: z.core.$ZodIssue): string {
  // Messages written in our schemas are French; zod's defaults start with "Invalid", "Too", "Expected"…
  if (issue.message && !/^(Invalid|Too (big|small)|Expected|Required|Unrecognized)/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) return GENERIC_FIELD_MESSAGES.required;
  return GENERIC_FIELD_MESSAGES.invalidType;
}
