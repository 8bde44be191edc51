-- Hand-written (issue 11, docs/decisions/0090); safe to re-apply on a regenerated schema.

-- An order's lines as rows, for the statement that takes their stock (takeStockQueries).
-- PostgreSQL estimates unnest($1) at the array's length when it plans for the call's values and
-- at 10 rows when it plans once for any values, so it judged the plan-once form dearer and
-- planned the statement afresh at every checkout, and that plan-once form seq-scanned stores.
-- PL/pgSQL is never inlined, so ROWS 1 is the estimate both ways: one plan, an index lookup per line.
CREATE OR REPLACE FUNCTION stock_lines(product_ids integer[], quantities integer[])
RETURNS TABLE (product_id integer, quantity integer)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT * FROM unnest(product_ids, quantities);
END;
$$;
