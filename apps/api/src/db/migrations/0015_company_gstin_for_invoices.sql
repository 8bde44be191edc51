-- Tax invoices print the company's GSTIN, so it is now checked (decision 0060). The demo
-- installation's text "27AAAAA0000A1Z0 (demo — replace with your GSTIN)" fails the check
-- character: it becomes the valid demo GSTIN 27AAAAA0000A1Z2. A GSTIN an admin typed is kept.
UPDATE "company_settings"
SET "data" = jsonb_set("data", '{registration,gstin}', '"27AAAAA0000A1Z2"')
WHERE "data"->'registration'->>'gstin' = '27AAAAA0000A1Z0 (demo — replace with your GSTIN)';
