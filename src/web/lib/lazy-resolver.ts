import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules load on first use: the page draws and answers without the validation
 * library, which is fetched when the user first focuses the form (see `prefetch`) or at the latest on
 * the first submit. The answer is the loaded resolver's, unchanged.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
