import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod';
import { visibleErrors } from './visibleErrors';

type Values = Record<string, string>;
type Errors<V extends Values> = Partial<Record<keyof V & string, { message: string }>>;

/**
 * A form of a few text fields, checked by a shared zod schema, without react-hook-form: for a page's first screen
 * (issue 24: the sign-in form paints without the form library, ~14 KB gzip). It keeps `useAppForm`'s behaviour, so
 * both kinds of form read the same: a field is checked when left and, once touched, as it changes; its error shows
 * on submit or after a change (`visibleErrors`), never on a first Tab; a refused submit focuses the first field in
 * error; `isSubmitting` while the check and the handler run. The schema (and zod) load on the first check, like
 * `lazyZodResolver`. `field(name)` gives an input its name, value, handlers and ref.
 */
export function usePlainForm<V extends Values, Output = V>({
  loadSchema,
  defaultValues,
}: {
  loadSchema: () => Promise<z.ZodType<Output, V>>;
  defaultValues: V;
}) {
  const [values, setValues] = useState<V>(defaultValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const schema = useRef<Promise<z.ZodType<Output, V>> | undefined>(undefined);
  const current = useRef(values);

  const check = async (next: V): Promise<{ data: Output } | { errors: Errors<V> }> => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = undefined; // a chunk that failed to download is fetched again at the next check
      throw error;
    });
    const result = (await schema.current).safeParse(next);
    if (result.success) return { data: result.data };
    const found: Errors<V> = {};
    // The first message of each field, like zodResolver's.
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as keyof V & string;
      found[name] ??= { message: issue.message };
    }
    return { errors: found };
  };

  const checkField = async (name: keyof V & string) => {
    const result = await check(current.current);
    const error = 'errors' in result ? result.errors[name] : undefined;
    setErrors((shown) => {
      const { [name]: _, ...rest } = shown;
      return (error ? { ...rest, [name]: error } : rest) as Errors<V>;
    });
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => void (input ? inputs.current.set(name, input) : inputs.current.delete(name)),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      current.current = { ...current.current, [name]: event.target.value };
      setValues(current.current);
      if (touched[name] || submitCount > 0) void checkField(name);
    },
    onBlur: () => {
      setTouched((marks) => ({ ...marks, [name]: true }));
      void checkField(name);
    },
  });

  const handleSubmit = (onValid: (data: Output) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const result = await check(current.current);
      setSubmitCount((count) => count + 1);
      if ('errors' in result) {
        setErrors(result.errors);
        const first = Object.keys(defaultValues).find((name) => result.errors[name]);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      setErrors({});
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const dirty = Object.fromEntries(Object.keys(defaultValues).map((name) => [name, values[name] !== defaultValues[name]]));
  const shown = visibleErrors(errors, { submitted: submitCount > 0, touched, dirty, revealed: new Set() });
  return { field, handleSubmit, formState: { errors: shown, isSubmitting } };
}
