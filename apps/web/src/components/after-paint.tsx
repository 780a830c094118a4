import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children in a render and commit of their own, once the page around them has been painted: for
 * a form's sections below the fold, so that the form's first commit (one task, however its render was
 * sliced) does not also insert them (docs/performance.md, "Forms render in slices").
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => startTransition(() => setIsShown(true)), []);
  return isShown ? children : null;
}
