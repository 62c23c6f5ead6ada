import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CHECKS_NOT_LOADED, lazyResolver } from '../lazy-resolver';

type Values = { text: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const needsText: Resolver<Values> = (values) =>
  values.text
    ? { values, errors: {} }
    : { values: {}, errors: { text: { type: 'too_small', message: 'Write something first' } } as FieldErrors<Values> };

describe('a lazily loaded resolver', () => {
  it('loads its checks once, when first asked, and answers with them', async () => {
    const load = vi.fn(async () => needsText);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ text: '' }, undefined, options)).toEqual({ values: {}, errors: { text: { type: 'too_small', message: 'Write something first' } } });
    expect(await resolver({ text: 'Hello' }, undefined, options)).toEqual({ values: { text: 'Hello' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, so the first check does not wait for it again', async () => {
    const load = vi.fn(async () => needsText);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    await resolver({ text: 'Hi' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says what to do when the checks cannot load, and tries again at the next check', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(needsText);
    const resolver = lazyResolver(load);
    expect(await resolver({ text: 'Hi' }, undefined, options)).toEqual({ values: {}, errors: { root: { type: 'load', message: CHECKS_NOT_LOADED } } });
    expect(await resolver({ text: 'Hi' }, undefined, options)).toEqual({ values: { text: 'Hi' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
