import { foreignKey, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { flag, tenantColumns, timestamps } from './columns.js';
import { caseInsensitiveUnique, tenantKeys } from './tenant.js';

// Uploads are stored as `<field>_key` (the server-generated storage key) and `<field>_filename`
// (the name the user gave the file); the API answers `<field>_url` and `<field>_filename`.
const ordered = () => ({ active: flag(true), display_order: integer().notNull().default(0) });

export const domains = pgTable(
  'domains',
  {
    ...tenantColumns(),
    name: text().notNull(),
    color: text().notNull().default('#1f4e79'),
    summary: text(),
    ...ordered(),
    svg_icon_key: text(),
    svg_icon_filename: text(),
    icon_key: text(),
    icon_filename: text(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), index().on(t.institute_id, t.display_order)],
);

export const capabilities = pgTable(
  'capabilities',
  {
    ...tenantColumns(),
    domain_id: integer().notNull(),
    statement: text().notNull(),
    ...ordered(),
    ...timestamps(),
  },
  (t) => [
    ...tenantKeys(t),
    foreignKey({
      columns: [t.institute_id, t.domain_id],
      foreignColumns: [domains.institute_id, domains.id],
    }).onDelete('cascade'),
    index().on(t.institute_id, t.domain_id, t.display_order),
  ],
);

export const response_labels = pgTable(
  'response_labels',
  { ...tenantColumns(), text: text().notNull(), value: integer().notNull(), ...timestamps() },
  (t) => [...tenantKeys(t), unique().on(t.institute_id, t.value)],
);

export const categories = pgTable(
  'categories',
  { ...tenantColumns(), name: text().notNull(), ...timestamps() },
  (t) => [...tenantKeys(t), caseInsensitiveUnique('categories', t.institute_id, t.name)],
);

export const vocational_activities = pgTable(
  'vocational_activities',
  {
    ...tenantColumns(),
    name: text().notNull(),
    points: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), caseInsensitiveUnique('vocational_activities', t.institute_id, t.name)],
);

export const banners = pgTable(
  'banners',
  {
    ...tenantColumns(),
    title: text().notNull(),
    content: text(),
    button_label: text(),
    button_url: text(),
    desktop_image_key: text(),
    desktop_image_filename: text(),
    mobile_image_key: text(),
    mobile_image_filename: text(),
    ...ordered(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), index().on(t.institute_id, t.display_order)],
);

export const video_resources = pgTable(
  'video_resources',
  {
    ...tenantColumns(),
    category: text(),
    title: text().notNull(),
    duration: text(),
    link_label: text(),
    link_url: text(),
    thumbnail_image_key: text(),
    thumbnail_image_filename: text(),
    ...ordered(),
    ...timestamps(),
  },
  (t) => [...tenantKeys(t), index().on(t.institute_id, t.display_order)],
);
