import { useState } from 'react';

/**
 * True from the first render in which `condition` held, and from then on. A section that waits for
 * what sits above it to be in place (so that it is not pushed down once painted: a layout shift)
 * stays shown when that content later reloads.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(condition);
  if (condition && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || condition;
}
