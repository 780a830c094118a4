import { describe, expect, it } from 'vitest';
import { createTurns } from './grid-stage';

/** Turns whose "next task" runs only when the test says so. */
function turnsWithTasks() {
  const tasks: (() => void)[] = [];
  const turns = createTurns((run) => tasks.push(run));
  const runTasks = () => tasks.splice(0).forEach((run) => run());
  return { turns, runTasks, tasks };
}

describe('grid turns', () => {
  it('moves the first grid at once and the next one only in a task after the first turn ends', () => {
    const { turns, runTasks } = turnsWithTasks();
    const moved: string[] = [];
    turns.take(() => moved.push('pending'));
    turns.take(() => moved.push('history'));
    expect(moved).toEqual(['pending']);
    runTasks();
    expect(moved).toEqual(['pending']);
    turns.end();
    expect(moved).toEqual(['pending']);
    runTasks();
    expect(moved).toEqual(['pending', 'history']);
  });

  it('skips a cancelled move', () => {
    const { turns, runTasks } = turnsWithTasks();
    const moved: string[] = [];
    turns.take(() => moved.push('a'));
    const cancel = turns.take(() => moved.push('b'));
    turns.take(() => moved.push('c'));
    cancel();
    turns.end();
    runTasks();
    expect(moved).toEqual(['a', 'c']);
  });

  it('moves at once again once every turn has ended', () => {
    const { turns, runTasks } = turnsWithTasks();
    const moved: string[] = [];
    turns.take(() => moved.push('a'));
    turns.end();
    runTasks();
    turns.take(() => moved.push('b'));
    expect(moved).toEqual(['a', 'b']);
  });
});
