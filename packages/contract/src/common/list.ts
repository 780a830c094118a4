import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { INT_MAX } from '../limits.js';
import { text, ZId } from './values.js';

/** A filter value: one string, or several for `_in` (bracket array format). */
const ZFilterValue = z.union([text(), z.array(text())]);

/**
 * The generic list query: q[field_predicate]=value, q[s]=field+asc|desc,
 * named_filter, page (1-based) and per_page.
 */
export const ZListQuery = z.object({
  q: z.record(z.string(), ZFilterValue).optional(),
  named_filter: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}

export const ZOption = z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() });
export const ZOptionsResponse = z.object({ data: z.array(ZOption) });
export type TOption = z.infer<typeof ZOption>;

export const ZIdParams = z.object({ id: ZId });

export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
