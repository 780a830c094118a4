import { RecordUnavailable } from '../../../../components/record-unavailable';
import { paths } from '../../../../lib/paths';
import type { RecordProblem } from '../../../../lib/record-problem';

/** A program's pages (the program, its registrations import) when the program is missing or not theirs. */
export function ProgramUnavailable({ problem }: { problem: RecordProblem }) {
  return (
    <RecordUnavailable
      problem={problem}
      title="Program"
      noun="this program"
      back={{ to: paths.programs.to(), label: 'Back to Manage Programs' }}
    />
  );
}
