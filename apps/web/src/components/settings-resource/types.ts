import type { SettingsResource } from '@pdp/contract';
import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** What every row of a settings list has; ordered resources add `active` and `display_order`. */
export interface SettingsRow {
  id: number;
  active?: boolean;
  display_order?: number;
}

/** The row a declaration's API answers. */
export type RowOf<R extends SettingsResource> = z.infer<R['item']> & SettingsRow;
/** What its form holds before validation (text fields may hold numbers as typed, and so on). */
export type ValuesOf<R extends SettingsResource> = z.input<R['input']> & FieldValues;

export type SettingsFormMode = 'create' | 'edit';

/** The props of a resource's `Fields`: one component for both the create and the edit modal. */
export interface SettingsFieldsProps<R extends SettingsResource> {
  control: Control<ValuesOf<R>>;
  mode: SettingsFormMode;
  /** The row being edited (absent when creating). */
  item?: RowOf<R>;
}

export interface SettingsColumn<Row> {
  /** A field of the row, shown as text (long text wraps), unless `render` says otherwise. */
  field: string;
  header: string;
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

/** The screen side of a resource: the declaration says what it can do, this says how it looks. */
export interface SettingsUi<R extends SettingsResource> {
  /** "Location": the modal says "Create New Location" / "Edit Location". */
  thing: string;
  /** "locations": the empty table says "No locations yet". */
  things: string;
  /** How a row is named in confirmations and in the action buttons' accessible names. */
  rowLabel: (row: RowOf<R>) => string;
  columns: readonly SettingsColumn<RowOf<R>>[];
  Fields: ComponentType<SettingsFieldsProps<R>>;
  /** Values of a new row's form (fields left out start empty). */
  defaultValues?: Partial<z.input<R['input']>>;
  /** Labels of the declaration's upload fields ("Desktop image"); the field name otherwise. */
  uploadLabels?: Record<string, string>;
  /** The modal's width. */
  dialogWidth?: 'xs' | 'sm' | 'md';
}
