/**
 * The program form's check, with the contract's ZProgramInput as the rule book. It is loaded on the
 * form's first validation (`lazyResolver` in program-editor.tsx), so that opening a program does not
 * load zod and build its schemas (docs/performance.md, "First load").
 */
import { ZProgramInput } from '@pdp/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ProgramChanges } from '../../api/save-program';
import { composeLocalDateTime, workshopFormField } from '../workshops/workshop-values';
import { programFormField, toProgramChanges, type ProgramFormValues } from './program-form-values';

function setPath(target: Record<string, unknown>, path: readonly (string | number)[], message: string) {
  let node: Record<string, unknown> = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] ??= { type: 'validate', message };
      return;
    }
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * Checks the values as the server will (ZProgramInput), with the workshop times checked piece by
 * piece so "can't be blank" lands on the date or time actually missing.
 */
export const programFormResolver: Resolver<ProgramFormValues, unknown, ProgramChanges> = (values) => {
  const errors: Record<string, unknown> = {};
  values.workshops.forEach((workshop, index) => {
    if (workshop._destroy) return;
    for (const part of ['date', 'start', 'end'] as const) {
      if (!workshop[part]) setPath(errors, ['workshops', index, part], "can't be blank");
    }
    const start = composeLocalDateTime(workshop.date, workshop.start);
    const end = composeLocalDateTime(workshop.date, workshop.end);
    if (start && end && end <= start) setPath(errors, ['workshops', index, 'end'], 'must be after the start');
  });
  const changes = toProgramChanges(values);
  const parsed = ZProgramInput.partial().safeParse(changes);
  if (!parsed.success) {
    const sentIndexes = values.workshops
      .map((workshop, index) => ({ workshop, index }))
      .filter(({ workshop }) => !(workshop._destroy && workshop.id === undefined))
      .map(({ index }) => index);
    for (const issue of parsed.error.issues) {
      const [head, second, third] = issue.path;
      if (head === 'workshops' && typeof second === 'number' && typeof third === 'string') {
        setPath(
          errors,
          ['workshops', sentIndexes[second] ?? second, workshopFormField(third)],
          issue.message,
        );
      } else if (typeof head === 'string') {
        setPath(errors, [programFormField(head)], issue.message);
      }
    }
  }
  if (Object.keys(errors).length > 0) {
    return { values: {}, errors: errors as FieldErrors<ProgramFormValues> };
  }
  return { values: changes, errors: {} };
};
