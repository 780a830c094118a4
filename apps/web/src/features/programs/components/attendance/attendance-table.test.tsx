import type { TRegistration } from '@pdp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AttendanceTable } from './attendance-table';
import { checkboxLabels } from './registration-labels';

const registration = (status: TRegistration['status'], can: TRegistration['can']): TRegistration => ({
  id: 1,
  program_id: 1,
  user_id: 2,
  status,
  completed: false,
  hurdle: false,
  is_learning_journey: false,
  attendances: [],
  points: null,
  user_family_name: 'Archer',
  user_given_name: 'Ann',
  user_unique_identifier: null,
  user_department: null,
  user_active: true,
  created_at: '2026-08-10T02:00:00.000Z',
  can,
});

/** Whether each of the row's controls (by its accessible name) can be used. */
function enabledControls(row: TRegistration) {
  const markup = renderToStaticMarkup(
    <AttendanceTable
      workshops={[]}
      rows={[row]}
      onPresent={() => {}}
      onFlag={() => {}}
      onCompleted={() => {}}
      onRemove={() => {}}
      canEdit
    />,
  );
  const isEnabled = (label: string) => {
    const control = markup.match(new RegExp(`<(input|button)[^>]*aria-label="${label}"[^>]*>`))?.[0];
    if (!control) throw new Error(`no control named ${label}`);
    return !/ disabled=""/.test(control);
  };
  const name = 'Ann Archer';
  return {
    hurdle: isEnabled(checkboxLabels.hurdle(name)),
    completed: isEnabled(checkboxLabels.completed(name)),
    remove: isEnabled(checkboxLabels.remove(name)),
  };
}

describe('the Attendance tab’s row controls', () => {
  it('follow the row’s `can`, not its status', () => {
    expect(enabledControls(registration('pending', { edit: true, complete: true, remove: true }))).toEqual({
      hurdle: true,
      completed: true,
      remove: true,
    });
    expect(
      enabledControls(registration('approved', { edit: false, complete: false, remove: false })),
    ).toEqual({ hurdle: false, completed: false, remove: false });
  });
});
