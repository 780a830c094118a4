import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * A grid's stages on a list screen's first visit, each in a task of its own so that none joins
 * another in one long task (docs/performance.md, "Tables render only the rows in view"):
 * - `placeholder` on the first render: the page paints without the grid, and the table's width is
 *   read from the placeholder's first layout;
 * - `empty` once the page has painted and that width is known (`isWidthKnown`): the grid mounts (its
 *   styles, measurements and a second render with them), as a transition, with its columns already
 *   fitted to the width. Mounted before, it fitted them to no width, then refitted them: its headers
 *   moved and the sideways-scroll hint showed and went, shifting the table (Lighthouse's CLS on
 *   /programs 0.02);
 * - `rows` in a later task: the grid renders the rows in its view.
 */
export type GridStage = 'placeholder' | 'empty' | 'rows';

/** Turns taken one at a time: each turn ends with `end`, and the next starts in a task after that. */
export interface Turns {
  /** Runs `move` on its turn (at once when no turn is taken); returns a cancel for a move still waiting. */
  take(move: () => void): () => void;
  end(): void;
}

export function createTurns(later: (run: () => void) => void = (run) => setTimeout(run, 0)): Turns {
  let waiting: (() => void)[] = [];
  let isTaken = false;
  const giveNext = () => {
    const next = waiting.shift();
    isTaken = next !== undefined;
    next?.();
  };
  return {
    take(move) {
      waiting.push(move);
      if (!isTaken) giveNext();
      return () => {
        waiting = waiting.filter((waiter) => waiter !== move);
      };
    },
    end: () => later(giveNext),
  };
}

// Page-wide: one grid moves to its next stage at a time, and the next one only in a task after that
// grid's commit. A grid's mount commits in one piece, and two grids that moved together (a user's
// Activities Submitted for Approval and Points History) made one commit of both.
const gridTurns = createTurns();

export function useGridStage(isWidthKnown = true): GridStage {
  const [stage, setStage] = useState<GridStage>('placeholder');
  const holdsTurn = useRef(false);
  useEffect(() => {
    // The stage this grid moved to on its turn has committed.
    if (holdsTurn.current) {
      holdsTurn.current = false;
      gridTurns.end();
    }
    if (stage === 'rows' || (stage === 'placeholder' && !isWidthKnown)) return;
    return gridTurns.take(() => {
      holdsTurn.current = true;
      startTransition(() => setStage(stage === 'placeholder' ? 'empty' : 'rows'));
    });
  }, [stage, isWidthKnown]);
  // Unmounted before its move committed: its turn ends all the same.
  useEffect(
    () => () => {
      if (!holdsTurn.current) return;
      holdsTurn.current = false;
      gridTurns.end();
    },
    [],
  );
  return stage;
}
