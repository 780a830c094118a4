-- An institute created as a copy of another took the other's logo storage key (with no logo shown):
-- its PDFs printed the other's logo, and its first logo upload deleted the other's file. A copy has
-- no logo of its own until one is uploaded, so a key shared with another institute, on a row that
-- shows no logo, is dropped. The file stays with the institute that uploaded it.
UPDATE institutes SET logo_key = NULL
WHERE logo_url IS NULL AND logo_key IS NOT NULL
  AND EXISTS (SELECT 1 FROM institutes o WHERE o.id <> institutes.id AND o.logo_key = institutes.logo_key);
