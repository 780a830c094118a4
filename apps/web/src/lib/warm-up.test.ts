import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The warm-up (docs/performance.md): right after the shell's code, a worker loads ICU's data, and the
// scrollbar's width and the column headers' font are measured in tasks of their own; every data grid
// is then handed the width instead of measuring the page itself.

function fakeDocument(widths: { offsetWidth: number; clientWidth: number }) {
  const probe = { style: { cssText: '' }, remove: vi.fn(), ...widths };
  const canvasContext = { font: '', measureText: vi.fn(() => ({ width: 30.2 })) };
  const canvas = { getContext: vi.fn(() => canvasContext) };
  const appendChild = vi.fn();
  vi.stubGlobal('document', {
    createElement: vi.fn((tag: string) => (tag === 'canvas' ? canvas : probe)),
    body: { appendChild },
  });
  return { probe, appendChild, canvasContext };
}

interface FakeWorker {
  url: URL;
  options: WorkerOptions;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate: () => void;
}

function fakeWorkers(): FakeWorker[] {
  const workers: FakeWorker[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL, options: WorkerOptions) {
        workers.push(
          Object.assign(this, { url, options, onmessage: null, onerror: null, terminate: vi.fn() }),
        );
      }
    },
  );
  return workers;
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

    vi.runAllTimers();
    expect(scrollbarSize()).toBe(15);
    expect(appendChild).toHaveBeenCalledWith(probe);
    expect(probe.style.cssText).toContain('overflow:scroll');
    expect(probe.remove).toHaveBeenCalled();
  });

  it('loads Intl in a worker after the current task, and ends the worker when it is done', async () => {
    fakeDocument({ offsetWidth: 100, clientWidth: 85 });
    const workers = fakeWorkers();
    const { warmUpSoon } = await freshModule();

    warmUpSoon();
    expect(workers).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(workers).toHaveLength(1);
    expect(String(workers[0]!.url)).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(workers[0]!.options).toEqual({ type: 'module' });

    workers[0]!.onmessage?.(new MessageEvent('message', { data: 'warm' }));
    expect(workers[0]!.terminate).toHaveBeenCalled();
  });

  it('loads Intl on the main thread, one step per task, when the worker fails', async () => {
    fakeDocument({ offsetWidth: 100, clientWidth: 85 });
    const workers = fakeWorkers();
    const collator = vi.spyOn(Intl, 'Collator');
    const { warmUpSoon } = await freshModule();

    warmUpSoon();
    vi.runAllTimers();
    expect(collator).not.toHaveBeenCalled();

    workers[0]!.onerror?.(new Event('error') as ErrorEvent);
    expect(workers[0]!.terminate).toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(collator).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(collator).toHaveBeenCalled();
  });

  it("resolves the column headers' font on a canvas in a task of its own, once", async () => {
    const { canvasContext } = fakeDocument({ offsetWidth: 100, clientWidth: 85 });
    const { warmUpSoon } = await freshModule();
    const { headerTextWidth } = await import('../components/data-table/header-text-width');

    warmUpSoon();
    expect(canvasContext.measureText).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(canvasContext.font).toMatch(/^500 14px /);
    expect(canvasContext.measureText).toHaveBeenCalledTimes(1);

    expect(headerTextWidth('Department')).toBe(31);
    expect(document.createElement).toHaveBeenCalledTimes(2);
  });

  it('measures overlay scrollbars as 0', async () => {
    fakeDocument({ offsetWidth: 100, clientWidth: 100 });
    const { warmUpSoon, scrollbarSize } = await freshModule();

    warmUpSoon();
    vi.runAllTimers();
    expect(scrollbarSize()).toBe(0);
  });
});
