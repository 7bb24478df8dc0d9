import type { FieldErrors } from 'react-hook-form';
import type { ProfileFormStep } from '../../../../shared/schemas/dog-profile-forms';
import { fieldDefinition } from './fields';

/** Every field the steps ask, in order. */
export function fieldsOf(steps: readonly ProfileFormStep[]): string[] {
  return steps.flatMap((step) => [...step.fields]);
}

/**
 * Initial values of a form: the stored answers where there are some, else an empty control
 * * ('' for inputs and selects, [] for lists, null for yes/no: not answered; boxes unticked).
 */
export function toFormValues(fields: readonly string[], answers: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = answers[field];
      const { kind } = fieldDefinition(field);
      if (kind === 'multi' || kind === 'animals') return [field, Array.isArray(value) ? value : []];
      if (kind === 'yesNo') return [field, typeof value === 'boolean' ? value : null];
      if (kind === 'consent') return [field, value === true];
      return [field, value === null || value === undefined ? '' : value];
    }),
  );
}

/** The 1-based step that asks a field ('autres_animaux.0.type' belongs to 'autres_animaux'). */
export function stepOfField(steps: readonly ProfileFormStep[], field: string): number | undefined {
  const root = field.split('.')[0] ?? field;
  const index = steps.findIndex((step) => step.fields.includes(root));
  return index === -1 ? undefined : index + 1;
}

/** Flat '{ path: message }' map → the nested errors object react-hook-form reads. */
export function toHookFormErrors(flat: Readonly<Record<string, string>>): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = errors;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = { type: 'validation', message };
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors;
}

/** The messages of a field's nested errors, flattened back to '{ path: message }'. */
export function flattenErrors(errors: unknown, prefix: string): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') flat[path] = message;
    for (const [key, child] of Object.entries(node)) if (key !== 'message' && key !== 'ref' && key !== 'type') walk(child, `${path}.${key}`);
  };
  walk(errors, prefix);
  return flat;
}

/** The API's field errors of a save (`profile.nom`, the body's path) → the form's own (`nom`); others belong to no field. */
export function answerErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const prefix = 'profile.';
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}
