import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose schema module is fetched on the form's first validation, and kept. The contract's
 * schemas pull in zod (~90 KB, and building every schema of a module when it is evaluated), which a
 * screen that opens on a form does not need until someone types or saves (docs/performance.md,
 * "First load"): `lazyResolver(() => import('./x-form-schema').then((m) => m.xResolver))`.
 * A failed fetch is tried again on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
