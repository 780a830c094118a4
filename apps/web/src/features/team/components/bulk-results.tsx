import Alert from '@mui/material/Alert';
import type { TBulkDecisionResult } from '@pdp/contract';
import { describeOutcomes } from '../api/bulk-decide';

/** What became of each item of a bulk decision: the counts, and each refusal with its reason. */
export function BulkResults({
  results,
  nameOf,
}: {
  results: readonly TBulkDecisionResult[] | null;
  nameOf: (id: number) => string;
}) {
  if (!results) return null;
  const refused = results.filter((r) => r.outcome === 'refused');
  return (
    <Alert severity={refused.length ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
      {describeOutcomes(results)}.
      {refused.map((r) => (
        <div key={r.id}>
          {nameOf(r.id)}: {r.message}
        </div>
      ))}
    </Alert>
  );
}
