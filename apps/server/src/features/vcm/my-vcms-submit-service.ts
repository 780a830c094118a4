import {
  countItems,
  decideVcmAction,
  MY_VCM_MESSAGES,
  VCM_RULE_MESSAGES,
  type TVcmItemStatus,
  type TVcmStatus,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { logVcmEvent, VCM_EVENTS } from './vcm-history.js';
import * as mine from './my-vcms-repository.js';
import { lockOwnVcm, presentMyVcm } from './my-vcms-service.js';
import * as items from './vcm-items-repository.js';
import { notifyVcmEvent } from './vcms-notifications.js';
import * as repo from './vcms-repository.js';
import type { VcmCaller } from './vcms-service.js';

/**
 * `PUT my/vcms/{id}/submit` (issue 21): the educator sends a draft, or a VCM returned to them, for
 * review through the review's state machine (contract vcm-state-machine.ts `submit`): answered items
 * go in_review, the VCM in_review, one history line and the approver's email (issue 19's
 * vcms-notifications.ts), all in one transaction on the locked row, so a second submit at once waits
 * and is then refused. Refusals are 422: the state machine's message, or the unanswered items by code.
 */

const CANT_SUBMIT = 'The VCM could not be submitted';

/** Items that would reach the reviewer with no claim: unsubmitted, or a unit with no method chosen. */
async function unansweredItems(tx: Executor, vcm: repo.VcmRow) {
  const responses = (await items.listUnitResponses(tx, vcm.institute_id, vcm.id)).filter(
    ({ response: r }) =>
      !r.removed &&
      r.status !== 'approved' &&
      (r.status === 'unsubmitted' ||
        !(r.has_current_unit || r.has_equivalent_unit || r.has_relevant_study || r.has_work_experience)),
  );
  const qualifications = (await items.listQualifications(tx, vcm.institute_id, vcm.id)).filter(
    (q) => q.item.status === 'unsubmitted',
  );
  const fields: Record<string, string[]> = {};
  if (responses.length) {
    fields.unit_responses = responses.map((r) => `${r.unit_code}: ${MY_VCM_MESSAGES.notAnswered}`);
  }
  if (qualifications.length) {
    fields.professional_qualifications = qualifications.map(
      (q) => `${q.code}: ${MY_VCM_MESSAGES.notAnswered}`,
    );
  }
  return fields;
}

export function submitMyVcm(deps: AppDeps, auth: VcmCaller, id: number) {
  return deps.db.transaction(async (tx) => {
    const { vcm, settings } = await lockOwnVcm(tx, auth, id);
    const statuses = await items.listItemStatuses(tx, vcm.institute_id, vcm.id);
    const decision = decideVcmAction('submit', vcm.status as TVcmStatus, countItems(statuses));
    if (!decision.ok && decision.message !== VCM_RULE_MESSAGES.unsubmittedItems) {
      throw AppError.validation({}, [decision.message], CANT_SUBMIT);
    }
    const unanswered = await unansweredItems(tx, vcm);
    if (!decision.ok || Object.keys(unanswered).length) {
      throw AppError.validation(unanswered, [VCM_RULE_MESSAGES.unsubmittedItems], CANT_SUBMIT);
    }
    if (!statuses.length) throw AppError.validation({}, [VCM_RULE_MESSAGES.noItems], CANT_SUBMIT);
    for (const [from, to] of Object.entries(decision.items) as [TVcmItemStatus, TVcmItemStatus][]) {
      await mine.moveItemStatuses(tx, vcm.institute_id, vcm.id, from, to);
    }
    await repo.updateVcm(tx, vcm.institute_id, vcm.id, { status: decision.to, submitted_at: new Date() });
    const again = vcm.status === 'needs_attention';
    await logVcmEvent(tx, vcm, auth.user.id, 'submitted', VCM_EVENTS.submitted(again));
    await notifyVcmEvent(deps, tx, {
      kind: 'submitted',
      instituteId: vcm.institute_id,
      vcmId: vcm.id,
      actorId: auth.user.id,
    });
    const view = (await repo.findVcmView(tx, auth.instituteId, vcm.id))!;
    return presentMyVcm(tx, auth, view, settings);
  });
}
