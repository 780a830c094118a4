import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const inner: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name
    ? { values, errors: {} }
    : { values: {}, errors: { name: { type: 'required', message: 'is required' } } };

describe('lazyResolver', () => {
  it('loads the schema module once, on the first validation, and answers as it does', async () => {
    const load = vi.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'required', message: 'is required' } },
    });
    expect(await resolver({ name: 'Ann' }, undefined, options)).toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    await expect(resolver({ name: 'Ann' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'Ann' }, undefined, options)).toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
