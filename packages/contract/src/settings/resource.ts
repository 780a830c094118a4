import { z } from 'zod';
import { wholeNumber, ZId } from '../common/values.js';
import type { TPermission } from '../permissions.js';

export type UploadKind = 'jpg' | 'png' | 'svg';

export interface UploadRule {
  kinds: readonly UploadKind[];
  maxBytes: number;
  /** Shown beside the chooser (preferred size, colours…). */
  hint?: string;
  /** The largest width or height of a PNG or JPG, in pixels (LIMITS.imageMaxSide when not given). */
  maxSide?: number;
}

/**
 * One settings resource of part 1 §7 "Settings resources": everything the server kit needs to register
 * its routes and the client kit needs to draw its table and modal. A new resource is a declaration
 * (here), a table (server) and its fields (web).
 */
export interface SettingsResource<
  TInput extends z.ZodObject = z.ZodObject,
  TItem extends z.ZodObject = z.ZodObject,
  TPlural extends string = string,
> {
  /** URL segment and bulk-order body key: `locations`. */
  plural: TPlural;
  /** Body key of create and update: `location`. */
  singular: string;
  /** Nested under a parent, e.g. `divisions/{id}/departments`. */
  parent?: { plural: string; key: string };
  /** Fields a create takes (an update takes any of them). */
  input: TInput;
  /** The row the API answers. */
  item: TItem;
  /** Only these input fields may change on update (default: all). */
  editable?: readonly (keyof z.infer<TInput> & string)[];
  canCreate: boolean;
  canDelete: boolean;
  /** Rows carry `display_order`, renumbered from 1 by the bulk order call. */
  isOrdered: boolean;
  /** The bulk order path when it is not `/{plural}` (`/banners.json`). */
  orderPath?: string;
  /** Rows carry `active`; deactivated rows stay at the bottom of the list. */
  canToggleActive: boolean;
  /** File fields, uploaded after a save as multipart `singular[field]`. */
  uploads: Record<string, UploadRule>;
  /** Who may change it (everyone signed in may read it). */
  managePermission: TPermission;
}

export function defineSettingsResource<
  TInput extends z.ZodObject,
  TItem extends z.ZodObject,
  TPlural extends string,
>(
  resource: Omit<
    SettingsResource<TInput, TItem, TPlural>,
    'canCreate' | 'canDelete' | 'isOrdered' | 'canToggleActive' | 'uploads' | 'managePermission'
  > &
    Partial<SettingsResource<TInput, TItem, TPlural>>,
): SettingsResource<TInput, TItem, TPlural> {
  return {
    canCreate: true,
    canDelete: true,
    isOrdered: false,
    canToggleActive: false,
    uploads: {},
    managePermission: 'institutes.manage',
    ...resource,
  };
}

/** The body of the bulk order call: `{<plural>: [{id, display_order}]}`. */
export function orderBody(plural: string) {
  return z.object({
    [plural]: z.array(z.object({ id: ZId, display_order: wholeNumber({ min: 1 }) })).min(1),
  });
}

export const MB = 1024 * 1024;
