/**
 * When a field's error is shown (issue 23): after the form was submitted, once the member changed the field and left
 * it, or when the form checked it on purpose (Next of a step form, an answer of the server). A first Tab through an
 * empty form shows nothing in red. The rule lives here, once, for every form (see `useAppForm`).
 */
export interface ErrorVisibility {
  submitted: boolean;
  /** react-hook-form's touchedFields and dirtyFields: `true`, or nested objects and arrays of them. */
  touched: Readonly<Record<string, unknown>>;
  dirty: Readonly<Record<string, unknown>>;
  /** The fields checked on purpose, or all of them. */
  revealed: ReadonlySet<string> | 'all';
}

/** Whether a touched or dirty mark (possibly nested: the rows of a list) marks anything. */
function marked(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(marked);
}

/** The errors to show, keyed by the form's top-level fields ('root' is the form's own and always shown). */
export function visibleErrors<E extends object>(errors: E, { submitted, touched, dirty, revealed }: ErrorVisibility): E {
  if (submitted || revealed === 'all') return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => name === 'root' || revealed.has(name) || (marked(touched[name]) && marked(dirty[name]))),
  ) as E;
}
