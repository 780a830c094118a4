import type { TRequirementFlag } from '@pdp/contract';
import type { PointsHistoryRowRecord } from '../../db/points-history-row.js';
import type { Actor } from '../users/policies.js';
import { canViewProgram } from '../programs/policies.js';
import { programPdfUrl } from '../programs/programs-service.js';
import type * as repo from './points-histories-repository.js';

/**
 * What the user's Points History adds to a row beyond the shared fields (points-histories-row-service.ts):
 * a program row's flyer for whoever may see the program; the institute's reporting requirements.
 */

/**
 * The institute's enabled Additional Reporting Requirements, by name. History rows do not record
 * whether they meet one, so `value` is null (docs/decisions.md, "Points history detail").
 */
export function requirementFlags(owner: repo.HistoryOwner): TRequirementFlag[] {
  const flags: TRequirementFlag[] = [];
  if (owner.requirement_1_enabled)
    flags.push({
      key: 'requirement_1',
      name: owner.requirement_1_name?.trim() || 'Requirement 1',
      value: null,
    });
  if (owner.requirement_2_enabled)
    flags.push({
      key: 'requirement_2',
      name: owner.requirement_2_name?.trim() || 'Requirement 2',
      value: null,
    });
  return flags;
}

/** A program row's flyer (its program's PDF), when it has one and the caller may see the program. */
export function programFlyer(row: PointsHistoryRowRecord, actor: Actor) {
  const h = row.history;
  if (h.program_id === null || h.type !== 'PointsProgram') return null;
  const visible =
    row.program_published !== null &&
    canViewProgram(actor, {
      institute_id: h.institute_id,
      published: row.program_published,
      facilitator_id: row.program_facilitator_id,
    });
  const url = visible ? programPdfUrl({ id: h.program_id, pdf_key: row.program_pdf_key }) : null;
  return url ? { url, filename: row.program_pdf_filename ?? 'program.pdf' } : null;
}

/** Items by a numeric key, in their order. */
export function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
