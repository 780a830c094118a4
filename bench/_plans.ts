// What bench/tenants.ts looks for in the plans of the read mix (EXPLAIN ANALYZE): the scans whose cost
// grows with the other institutes' rows, and plans that changed once those rows existed.

/** A read statement of the mix and its plan as PostgreSQL ran it. */
export interface Plan {
  text: string;
  plan: string;
}

const MANY = 1000;

/**
 * The pages a plan touched (shared buffers hit or read, its root's count, which includes every node
 * below): unlike a time, it does not move with the machine's load.
 */
export function pagesOf(plan: string): number {
  const root = /Buffers: shared((?: \w+=\d+)+)/.exec(plan)?.[1] ?? '';
  return [...root.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/**
 * The nodes that read at least `MANY` rows only to filter them out, and the sequential scans that read
 * as many (returned or filtered): each as `node (n rows read)`. Either is a scan that does not start
 * from the institute (an index without `institute_id` first, or none), or a count over every tenant.
 */
export function wideReads(plan: string): string[] {
  const found: string[] = [];
  const lines = plan.split('\n');
  for (const [i, line] of lines.entries()) {
    const node = /(?:->\s+)?(.+?) \(actual rows=([\d.]+) loops=(\d+)\)/.exec(line);
    if (!node) continue;
    const loops = Number(node[3]);
    let removed = 0;
    for (const detail of lines.slice(i + 1)) {
      if (detail.includes('->') || /\(actual rows=/.test(detail)) break;
      const filtered = /Rows Removed by Filter: (\d+)/.exec(detail);
      if (filtered) removed += Number(filtered[1]) * loops;
    }
    const read = removed + (node[1]!.startsWith('Seq Scan') ? Number(node[2]) * loops : 0);
    if (read >= MANY)
      found.push(`${node[1]!.trim()} (${Math.round(read)} rows read, ${removed} filtered out)`);
  }
  return found;
}

/** The plan's nodes and conditions without figures, literals or buffer counts: equal when the plan is. */
export function planShape(plan: string): string {
  return plan
    .split('\n')
    .filter(
      (line) =>
        !/^\s*(Buffers|Planning|Index Searches|Heap Blocks|Sort Method|Buckets|Rows Removed|Worker)/.test(
          line,
        ),
    )
    .map((line) =>
      line
        .replace(/ \(actual [^)]*\)/, '')
        .replace(/'[^']*'/g, "'…'")
        .replace(/\d+/g, 'n'),
    )
    .join('\n');
}
