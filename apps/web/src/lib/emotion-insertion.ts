import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts aliases it here), so
 * that Material's styles are inserted while a component renders rather than in React's commit.
 * A transition's render runs in slices of a few milliseconds between which the browser stays
 * responsive; a commit runs in one piece, and on a screen's first visit inserting the new styles'
 * rules was a large part of its longest commits (docs/performance.md, "Styles inserted while
 * rendering"). This is the mode Emotion itself uses where React has no insertion effects: inserting
 * a class's rules again is a no-op, and a render that React throws away leaves only rules that
 * nothing uses yet.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown) => {
  create();
};

/** Global styles keep React's insertion effect: they are removed again when their component unmounts. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
