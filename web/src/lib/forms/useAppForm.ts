import { useMemo, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type UseFormClearErrors,
  type UseFormProps,
  type UseFormReset,
  type UseFormReturn,
  type UseFormSetError,
  type UseFormTrigger,
} from 'react-hook-form';
import { visibleErrors } from './visibleErrors';

type Revealed = ReadonlySet<string> | 'all';

const rootOf = (name: string): string => name.split('.')[0] ?? name;

/**
 * react-hook-form's `useForm` for every form of the site, with one timing for its errors (issue 23, `visibleErrors`):
 * red on submit or after a change, never on a first Tab through an empty form. Fields are checked when left and, once
 * touched, as they change (`onTouched`); `formState.errors` only holds the errors the member should see. A `trigger`
 * (Next of a step form) or a `setError` (the server's answer) shows the fields it names; `clearErrors` and `reset`
 * forget them.
 */
export function useAppForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ mode: 'onTouched', ...props });
  const [revealed, setRevealed] = useState<Revealed>(() => new Set());

  // Stable like react-hook-form's own methods (`form` is one object for the form's life): forms reset in an effect
  // that depends on `reset` (a dialog opening on a stored fiche), and a new function each render re-ran that effect
  // on every change, undoing what was just chosen.
  const methods = useMemo(() => {
    const names = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : value).map(rootOf);
    const reveal = (value: string | readonly string[] | undefined) =>
      setRevealed((current) => (value === undefined || current === 'all' ? 'all' : new Set([...current, ...names(value)])));
    const forget = (value: string | readonly string[] | undefined) =>
      setRevealed((current) => {
        if (value === undefined) return new Set();
        if (current === 'all') return current;
        const gone = new Set(names(value));
        return new Set([...current].filter((name) => !gone.has(name)));
      });
    const trigger = ((name, options) => {
      reveal(name as string | readonly string[] | undefined);
      return form.trigger(name, options);
    }) as UseFormTrigger<TFieldValues>;
    const setError: UseFormSetError<TFieldValues> = (name, error, options) => {
      reveal(name);
      form.setError(name, error, options);
    };
    const clearErrors: UseFormClearErrors<TFieldValues> = (name) => {
      forget(name as string | readonly string[] | undefined);
      form.clearErrors(name);
    };
    const reset: UseFormReset<TFieldValues> = (values, options) => {
      forget(undefined);
      form.reset(values, options);
    };
    return { trigger, setError, clearErrors, reset };
  }, [form]);

  const { errors, touchedFields, dirtyFields, submitCount } = form.formState;
  const shown = visibleErrors(errors, { submitted: submitCount > 0, touched: touchedFields, dirty: dirtyFields, revealed });
  // The form state stays react-hook-form's proxy (a component re-renders for what it reads), errors aside.
  const formState = new Proxy(form.formState, {
    get: (target, key, receiver) => (key === 'errors' ? shown : Reflect.get(target, key, receiver)),
  });
  return { ...form, ...methods, formState };
}
