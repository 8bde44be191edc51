-- Hand-written (issue 15, docs/decisions/0076); safe to re-apply on a regenerated schema.

-- The wallet ledger is append-only: a correction is a new row, never an edit.
CREATE OR REPLACE FUNCTION wallet_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS wallet_entries_append_only ON wallet_entries;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
