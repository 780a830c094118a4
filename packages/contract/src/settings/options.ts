import { z } from 'zod';
import { ZOption } from '../common/list.js';

/** The settings lists that offer `{id, name}` options (`GET /{plural}/options`). */
export const NAME_OPTION_LISTS = [
  'divisions',
  'employment_types',
  'locations',
  'categories',
  'domains',
] as const;
export type TNameOptionList = (typeof NAME_OPTION_LISTS)[number];

/** `GET /departments/options`: a department with its "BUS - Business" label and its division. */
const ZDepartmentOption = ZOption.extend({ label: z.string(), division_id: z.number().int() });
export type TDepartmentOption = z.infer<typeof ZDepartmentOption>;
export const ZDepartmentOptionsResponse = z.object({ data: z.array(ZDepartmentOption) });
