-- A users page reads its supervisors' names from this index in one index-only scan of the institute's
-- supervisors (about 1 in 100 users) instead of a key lookup per row in the users' index, which
-- grows a level deeper as institutes are added (docs/performance.md, "Many institutes").
CREATE INDEX "users_supervisor_names_index" ON "users" USING btree ("institute_id","id","given_name","family_name") WHERE "users"."is_supervisor";