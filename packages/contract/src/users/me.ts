import { z } from 'zod';
import { PERMISSION_NAMES, type TPermission } from '../permissions.js';
import { ZInstituteSummary } from '../institutes/institute.js';
import { ZUser } from './user.js';

export const ZMe = z.object({
  data: z.object({
    user: ZUser,
    institute: ZInstituteSummary,
    permissions: z.array(z.enum(PERMISSION_NAMES as [TPermission, ...TPermission[]])),
  }),
});
export type TMe = z.infer<typeof ZMe>;
