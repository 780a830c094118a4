import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The warm-up (docs/performance.md): Intl and the scrollbar's width are measured in a task of their
// own right after the shell's code, and every data grid is then handed the width instead of measuring the page itself.

function fakeDocument(widths: { offsetWidth: number; clientWidth: number }) {
  const probe = { style: { cssText: '' }, remove: vi.fn(), ...widths };
  const appendChild = vi.fn();
  vi.stubGlobal('document', { createElement: vi.fn(() => probe), body: { appendChild } });
  return { probe, appendChild };
}

async function freshModule() {
  vi.resetModules();
  return import('./warm-up');
}

describe('warmUpSoon', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('measures nothing in the current task, then the scrollbar on a probe it removes', async () => {
    const { probe, appendChild } = fakeDocument({ offsetWidth: 100, clientWidth: 85 });
    const { warmUpSoon, scrollbarSize } = await freshModule();

    warmUpSoon();
    expect(scrollbarSize()).toBeUndefined();
    expect(appendChild).not.toHaveBeenCalled();

    vi.advanceTimersByTime(0);
    expect(scrollbarSize()).toBe(15);
    expect(appendChild).toHaveBeenCalledWith(probe);
    expect(probe.style.cssText).toContain('overflow:scroll');
    expect(probe.remove).toHaveBeenCalled();
  });

  it('measures overlay scrollbars as 0', async () => {
    fakeDocument({ offsetWidth: 100, clientWidth: 100 });
    const { warmUpSoon, scrollbarSize } = await freshModule();

    warmUpSoon();
    vi.runAllTimers();
    expect(scrollbarSize()).toBe(0);
  });
});
