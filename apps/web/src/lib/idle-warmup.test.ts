import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The idle warm-up (docs/performance.md, session 14): Intl and the scrollbar's width are measured in
// an idle moment, and every data grid is then handed the width instead of measuring the page itself.

function fakeDocument(widths: { offsetWidth: number; clientWidth: number }) {
  const probe = { style: { cssText: '' }, remove: vi.fn(), ...widths };
  const appendChild = vi.fn();
  vi.stubGlobal('document', { createElement: vi.fn(() => probe), body: { appendChild } });
  return { probe, appendChild };
}

async function freshModule() {
  vi.resetModules();
  return import('./idle-warmup');
}

describe('warmUpWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('measures nothing until the browser is idle, then the scrollbar on a probe it removes', async () => {
    const { probe, appendChild } = fakeDocument({ offsetWidth: 100, clientWidth: 85 });
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback });
    const { warmUpWhenIdle, scrollbarSize } = await freshModule();

    warmUpWhenIdle();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(scrollbarSize()).toBeUndefined();
    expect(appendChild).not.toHaveBeenCalled();

    requestIdleCallback.mock.calls[0]![0]();
    expect(scrollbarSize()).toBe(15);
    expect(appendChild).toHaveBeenCalledWith(probe);
    expect(probe.style.cssText).toContain('overflow:scroll');
    expect(probe.remove).toHaveBeenCalled();
  });

  it('falls back to a timeout where idle callbacks are missing, and measures overlay scrollbars as 0', async () => {
    fakeDocument({ offsetWidth: 100, clientWidth: 100 });
    vi.stubGlobal('window', {});
    const { warmUpWhenIdle, scrollbarSize } = await freshModule();

    warmUpWhenIdle();
    expect(scrollbarSize()).toBeUndefined();
    vi.runAllTimers();
    expect(scrollbarSize()).toBe(0);
  });
});
