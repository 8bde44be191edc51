-- Hand-written (issue 12, docs/decisions/0040 and 0041); safe to re-apply on a regenerated schema.

-- The business-value ledger is append-only: a correction is a new row, never an edit.
CREATE OR REPLACE FUNCTION bv_transactions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bv_transactions is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bv_transactions_append_only ON bv_transactions;
--> statement-breakpoint
CREATE TRIGGER bv_transactions_append_only BEFORE UPDATE OR DELETE ON bv_transactions
FOR EACH ROW EXECUTE FUNCTION bv_transactions_append_only();
--> statement-breakpoint
-- Kept counters of the nodes that existed before them: children, members per level, members.
UPDATE associates a SET direct_count = c.n
FROM (SELECT parent_id, count(*) AS n FROM associates WHERE parent_id IS NOT NULL GROUP BY parent_id) c
WHERE a.id = c.parent_id;
--> statement-breakpoint
DELETE FROM associate_level_counts;
--> statement-breakpoint
INSERT INTO associate_level_counts (associate_id, level, members)
SELECT substring(ancestor.label FROM 2)::int, nlevel(d.path) - ancestor.depth, count(*)
FROM associates d
CROSS JOIN LATERAL unnest(string_to_array(ltree2text(subpath(d.path, 0, nlevel(d.path) - 1)), '.'))
  WITH ORDINALITY AS ancestor(label, depth)
GROUP BY 1, 2;
--> statement-breakpoint
UPDATE associates a SET downline_count = s.n
FROM (SELECT associate_id, sum(members) AS n FROM associate_level_counts GROUP BY associate_id) s
WHERE a.id = s.associate_id;
