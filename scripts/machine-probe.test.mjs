// The machine figures every benchmark section names (scripts/machine-probe.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { probeMachine } from './machine-probe.mjs';

describe('the machine probe', () => {
  it('measures the loop, a page fault and a wake-up, and names each in its line', async () => {
    const machine = await probeMachine();
    for (const key of ['loopMs', 'faultUs', 'wakeUpUs']) {
      assert.ok(Number.isFinite(machine[key]) && machine[key] > 0, `${key} is ${machine[key]}`);
    }
    // A page is touched once and a round trip wakes two threads: neither is free, nor a second long.
    assert.ok(machine.faultUs < 1_000_000 && machine.wakeUpUs < 1_000_000);
    assert.match(machine.line, /^loop \d+ ms, page fault \d+\.\d µs, wake-up \d+ µs/);
    assert.ok(machine.line.includes(`page fault ${machine.faultUs.toFixed(1)} µs`));
    assert.match(machine.costs, /^page fault \d+\.\d µs, wake-up \d+ µs$/);
    assert.ok(machine.line.includes(machine.costs));
  });
});
