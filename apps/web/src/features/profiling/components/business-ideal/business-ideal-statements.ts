import type { TResponseSummary } from '@pdp/contract';

/** What a numbered statement needs of a capability (a settings list row). */
export interface StatementSource {
  id: number;
  statement: string;
  active: boolean;
  display_order: number;
}

export interface NumberedStatement {
  capabilityId: number;
  /** 1..n within the domain, in display order: the number the page shows. */
  number: number;
  statement: string;
}

/** A domain's active capabilities, numbered 1..n in display order (ties by id). */
export function numberedStatements(capabilities: readonly StatementSource[]): NumberedStatement[] {
  return capabilities
    .filter((capability) => capability.active)
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id)
    .map((capability, index) => ({
      capabilityId: capability.id,
      number: index + 1,
      statement: capability.statement,
    }));
}

/** The business ideal's answer to each capability of a response summary (absent: not answered). */
export function businessIdealAnswers(summary: TResponseSummary | undefined): Map<number, number> {
  const answers = new Map<number, number>();
  for (const [capabilityId, entry] of Object.entries(summary?.data ?? {})) {
    if (entry.BusinessIdealResponse) answers.set(Number(capabilityId), entry.BusinessIdealResponse.value);
  }
  return answers;
}

/** How many of the page's statements have an answer. */
export function answeredCount(
  statements: readonly NumberedStatement[],
  answers: ReadonlyMap<number, number>,
) {
  return statements.filter((statement) => answers.has(statement.capabilityId)).length;
}
