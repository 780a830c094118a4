import * as emotionHooks from '@emotion/use-insertion-effect-with-fallbacks';
import { describe, expect, it, vi } from 'vitest';
import { useInsertionEffect } from 'react';
import {
  useInsertionEffectAlwaysWithSyncFallback,
  useInsertionEffectWithLayoutFallback,
} from './emotion-insertion';

describe('Emotion insertion while rendering', () => {
  it('inserts at once, during the call (the render), not in an effect after it', () => {
    const insert = vi.fn();
    useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('is what Emotion imports: the build aliases its insertion hooks to this module', () => {
    expect(emotionHooks.useInsertionEffectAlwaysWithSyncFallback).toBe(
      useInsertionEffectAlwaysWithSyncFallback,
    );
    // Global styles are removed when their component unmounts: they keep React's insertion effect.
    expect(emotionHooks.useInsertionEffectWithLayoutFallback).toBe(useInsertionEffectWithLayoutFallback);
    expect(useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
  });
});
