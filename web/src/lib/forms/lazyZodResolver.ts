import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';

/**
 * A react-hook-form resolver for a shared zod schema that is loaded, with zod and `zodResolver`, on the form's first
 * validation rather than with the page: the form paints without zod, then every field is checked by the same
 * schema (and French messages) the server checks again. Create it once per form, outside the component.
 *
 *   const resolver = lazyZodResolver(async () => (await import('…/shared/schemas/auth')).signInSchema);
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input, Context = unknown>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, Context, Output>)
      .catch((error: unknown) => {
        loading = undefined; // a chunk that failed to download is fetched again at the next validation
        throw error;
      });
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
