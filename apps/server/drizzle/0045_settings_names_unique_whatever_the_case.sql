-- Settings names (and department codes) are unique in their institute whatever their letter case,
-- as institute names are: "City Campus" and "city campus" would be two look-alike entries in every
-- picker, and the user import, which matches codes regardless of case, could not tell them apart.
-- Rows that already differ only by case keep their ids; every one but the first gets " (id)" after
-- its name so that the new index can be built (its admins see the suffix and can rename it).
UPDATE divisions SET name = name || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM divisions o
  WHERE o.institute_id = divisions.institute_id AND lower(o.name) = lower(divisions.name) AND o.id < divisions.id);--> statement-breakpoint
ALTER TABLE divisions DROP CONSTRAINT divisions_institute_id_name_unique;--> statement-breakpoint
CREATE UNIQUE INDEX divisions_institute_id_name_unique ON divisions USING btree (institute_id, lower(name));--> statement-breakpoint
UPDATE departments SET code = code || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM departments o
  WHERE o.institute_id = departments.institute_id AND lower(o.code) = lower(departments.code) AND o.id < departments.id);--> statement-breakpoint
ALTER TABLE departments DROP CONSTRAINT departments_institute_id_code_unique;--> statement-breakpoint
CREATE UNIQUE INDEX departments_institute_id_code_unique ON departments USING btree (institute_id, lower(code));--> statement-breakpoint
UPDATE employment_types SET name = name || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM employment_types o
  WHERE o.institute_id = employment_types.institute_id AND lower(o.name) = lower(employment_types.name) AND o.id < employment_types.id);--> statement-breakpoint
ALTER TABLE employment_types DROP CONSTRAINT employment_types_institute_id_name_unique;--> statement-breakpoint
CREATE UNIQUE INDEX employment_types_institute_id_name_unique ON employment_types USING btree (institute_id, lower(name));--> statement-breakpoint
UPDATE locations SET name = name || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM locations o
  WHERE o.institute_id = locations.institute_id AND lower(o.name) = lower(locations.name) AND o.id < locations.id);--> statement-breakpoint
ALTER TABLE locations DROP CONSTRAINT locations_institute_id_name_unique;--> statement-breakpoint
CREATE UNIQUE INDEX locations_institute_id_name_unique ON locations USING btree (institute_id, lower(name));--> statement-breakpoint
UPDATE categories SET name = name || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM categories o
  WHERE o.institute_id = categories.institute_id AND lower(o.name) = lower(categories.name) AND o.id < categories.id);--> statement-breakpoint
ALTER TABLE categories DROP CONSTRAINT categories_institute_id_name_unique;--> statement-breakpoint
CREATE UNIQUE INDEX categories_institute_id_name_unique ON categories USING btree (institute_id, lower(name));--> statement-breakpoint
UPDATE vocational_activities SET name = name || ' (' || id || ')'
WHERE EXISTS (SELECT 1 FROM vocational_activities o
  WHERE o.institute_id = vocational_activities.institute_id AND lower(o.name) = lower(vocational_activities.name) AND o.id < vocational_activities.id);--> statement-breakpoint
ALTER TABLE vocational_activities DROP CONSTRAINT vocational_activities_institute_id_name_unique;--> statement-breakpoint
CREATE UNIQUE INDEX vocational_activities_institute_id_name_unique ON vocational_activities USING btree (institute_id, lower(name));
