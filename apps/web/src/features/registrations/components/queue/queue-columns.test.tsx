import type { GridRenderCellParams } from '@mui/x-data-grid';
import type { TRegistrationApproval } from '@pdp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queueColumns } from './queue-columns';

const row = (status: TRegistrationApproval['status'], can: TRegistrationApproval['can']) =>
  ({ id: 1, user_name: 'Ann Archer', program_name: 'Pathways', status, can }) as TRegistrationApproval;

/** The buttons the actions column draws for a row (as a wide table shows them). */
function actionsOf(registration: TRegistrationApproval): string[] {
  const columns = queueColumns({ isStatusShown: true, onApprove: () => {}, onIncomplete: () => {} });
  const actions = columns.find((column) => column.field === 'actions')!;
  const cell = actions.renderCell!({ row: registration } as GridRenderCellParams<TRegistrationApproval>);
  const markup = renderToStaticMarkup(<>{cell}</>);
  return [...markup.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the approval queue’s row actions', () => {
  it('offers the decisions the row’s `can` allows', () => {
    expect(actionsOf(row('pending', { approve: true, incomplete: true }))).toEqual([
      'Approve registration of Ann Archer for Pathways',
      'Mark registration of Ann Archer for Pathways incomplete',
    ]);
    expect(actionsOf(row('approved', { approve: false, incomplete: false }))).toEqual([]);
  });

  it('follows `can`, not the status: a pending row the server will not let this user decide has none', () => {
    expect(actionsOf(row('pending', { approve: false, incomplete: false }))).toEqual([]);
  });
});
