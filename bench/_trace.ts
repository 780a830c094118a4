/** A Chromium trace event, as the page tools read them (`browser.startTracing`'s JSON). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time (µs). */
  dur?: number;
  /** The thread's own CPU time (µs). */
  tdur?: number;
  args?: { name?: string };
}
