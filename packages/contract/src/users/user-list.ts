import { z } from 'zod';
import { listResponse } from '../common/list.js';
import { ZUser } from './user.js';

/** A row of Manage Users (`GET /users`): the user plus the names the table shows. */
export const ZUserListItem = ZUser.extend({
  division_name: z.string().nullable(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  supervisor_full_name: z.string().nullable(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;
export const ZUserListResponse = listResponse(ZUserListItem);

/** A suggestion of `GET /users/autocomplete`. */
export const ZUserAutocompleteItem = z.object({
  id: z.number().int(),
  full_name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  unique_identifier: z.string().nullable(),
});
export type TUserAutocompleteItem = z.infer<typeof ZUserAutocompleteItem>;
export const ZUserAutocompleteResponse = z.object({ data: z.array(ZUserAutocompleteItem) });
