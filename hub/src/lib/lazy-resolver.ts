import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the form says when its checks could not load (offline, or a deploy replaced the files). */
export const CHECKS_NOT_LOADED = 'We could not get this form ready. Check your connection and try again.';

/**
 * A form resolver whose schema, and zod with it, loads when the form is first checked
 * rather than with the page: a form on a page's first render then costs its first paint
 * nothing (docs/decisions/0063-signed-in-first-render-without-the-client.md). `preload()`
 * starts loading early (when someone starts writing). If it cannot load, the check fails with
 * a form error (errors.root) the person can act on, and the next check tries again.
 * @example const resolver = lazyResolver(() => import('./composer-checks').then((m) => m.composerResolver));
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> & { preload(): void } {
  let loading: Promise<Resolver<Values>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) => {
    let check: Resolver<Values>;
    try {
      check = await loaded();
    } catch {
      const errors = { root: { type: 'load', message: CHECKS_NOT_LOADED } } as FieldErrors<Values>;
      return { values: {}, errors };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
