import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children in a render and commit of their own, once the page around them has been painted: for
 * a form's sections below the fold, so that the form's first commit (one task, however its render was
 * sliced) does not also insert them; and for a page's large react-hook-form form, whose fields would
 * otherwise all render again in that task when `useForm` announces itself ready in a layout effect
 * (docs/performance.md, "Forms render in slices").
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => startTransition(() => setIsShown(true)), []);
  return isShown ? children : null;
}
