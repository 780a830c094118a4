/**
 * The program form (part 2 §3 "Program" with its workshops): its values, what it sends and how the
 * server's field names land on its fields. Its check is in program-form-schema.ts.
 */
import type { TProgram, TProgramType } from '@pdp/contract';
import type { Control } from 'react-hook-form';
import type { ProgramChanges } from '../../api/save-program';
import type { ContactDefaults } from '../../api/get-contact-defaults';
import {
  newWorkshopValues,
  toWorkshopInput,
  toWorkshopValues,
  workshopFormField,
  type WorkshopFormValues,
} from '../workshops/workshop-values';

export interface FacilitatorChoice {
  id: number;
  full_name: string;
}

export interface ProgramFormValues {
  name: string;
  code: string;
  program_type: TProgramType | null;
  domain_id: number | null;
  category_id: number | null;
  facilitator: FacilitatorChoice | null;
  attendee_limit: number | string | null;
  registrations_open: boolean;
  summary_description: string;
  description: string;
  contact_name: string;
  contact_title: string;
  contact_email: string;
  contact_phone: string;
  workshops: WorkshopFormValues[];
}

export type ProgramFormControl = Control<ProgramFormValues, unknown, ProgramChanges>;

export function newProgramValues(defaults?: Partial<ContactDefaults>): ProgramFormValues {
  return {
    name: '',
    code: '',
    program_type: null,
    domain_id: null,
    category_id: null,
    facilitator: null,
    attendee_limit: null,
    registrations_open: true,
    summary_description: '',
    description: '',
    contact_name: defaults?.program_default_contact_name ?? '',
    contact_title: defaults?.program_default_contact_title ?? '',
    contact_email: defaults?.program_default_contact_email ?? '',
    contact_phone: defaults?.program_default_contact_phone ?? '',
    workshops: [newWorkshopValues()],
  };
}

export function toProgramValues(program: TProgram): ProgramFormValues {
  return {
    name: program.name ?? '',
    code: program.code ?? '',
    program_type: program.program_type,
    domain_id: program.domain_id,
    category_id: program.category_id,
    facilitator:
      program.facilitator_id === null
        ? null
        : {
            id: program.facilitator_id,
            full_name: program.facilitator_full_name ?? `User #${program.facilitator_id}`,
          },
    attendee_limit: program.attendee_limit,
    registrations_open: program.registrations_open,
    summary_description: program.summary_description ?? '',
    description: program.description ?? '',
    contact_name: program.contact_name ?? '',
    contact_title: program.contact_title ?? '',
    contact_email: program.contact_email ?? '',
    contact_phone: program.contact_phone ?? '',
    workshops: program.workshops.map(toWorkshopValues),
  };
}

/** The contact fields and the institute settings that fill them on a new program. */
export const CONTACT_DEFAULTS = [
  ['contact_name', 'program_default_contact_name'],
  ['contact_title', 'program_default_contact_title'],
  ['contact_email', 'program_default_contact_email'],
  ['contact_phone', 'program_default_contact_phone'],
] as const satisfies readonly (readonly [keyof ProgramFormValues, keyof ContactDefaults])[];

/** A new program leaves out blank contact fields, so the server's institute defaults apply. */
export function withoutBlankContact(changes: ProgramChanges): ProgramChanges {
  const kept: ProgramChanges = { ...changes };
  for (const [field] of CONTACT_DEFAULTS) if (kept[field] === null) delete kept[field];
  return kept;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** Everything the form edits, with its workshops (removed saved ones as `_destroy`). */
export function toProgramChanges(values: ProgramFormValues): ProgramChanges {
  return {
    name: blankToNull(values.name),
    code: blankToNull(values.code),
    program_type: values.program_type,
    domain_id: values.domain_id,
    category_id: values.category_id,
    facilitator_id: values.facilitator?.id ?? null,
    attendee_limit: values.attendee_limit === '' ? null : (values.attendee_limit as number | null),
    registrations_open: values.registrations_open,
    summary_description: blankToNull(values.summary_description),
    description: blankToNull(values.description),
    contact_name: blankToNull(values.contact_name),
    contact_title: blankToNull(values.contact_title),
    contact_email: blankToNull(values.contact_email),
    contact_phone: blankToNull(values.contact_phone),
    workshops: values.workshops
      // A workshop added and removed before saving was never on the server.
      .filter((workshop) => !(workshop._destroy && workshop.id === undefined))
      .map(toWorkshopInput),
  };
}

/** The API's field name (`facilitator_id`, `workshops.0.start_time`) → the form's. */
export function programFormField(apiField: string): string {
  const workshop = /^workshops\.(\d+)\.(\w+)$/.exec(apiField);
  if (workshop) return `workshops.${workshop[1]}.${workshopFormField(workshop[2] ?? '')}`;
  if (apiField === 'facilitator_id' || apiField === 'facilitator') return 'facilitator';
  return apiField;
}

/**
 * Server field names → form field names, for `applyServerErrors`. A workshop's index in the body is
 * its index among the workshops sent, which skips the ones added and removed before saving.
 */
export function serverFieldMap(
  values: ProgramFormValues,
  serverFields: readonly string[],
): Record<string, string> {
  const sentIndexes = values.workshops
    .map((workshop, index) => ({ workshop, index }))
    .filter(({ workshop }) => !(workshop._destroy && workshop.id === undefined))
    .map(({ index }) => index);
  const map: Record<string, string> = {};
  for (const field of serverFields) {
    const workshop = /^workshops\.(\d+)\.(\w+)$/.exec(field);
    map[field] = workshop
      ? `workshops.${sentIndexes[Number(workshop[1])] ?? workshop[1]}.${workshopFormField(workshop[2] ?? '')}`
      : programFormField(field);
  }
  return map;
}
