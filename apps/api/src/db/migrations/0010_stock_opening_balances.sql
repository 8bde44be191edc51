-- The stock ledger starts from the stock entries that exist: one opening row per product in
-- stock, so each balance equals the sum of its movements from here on.
INSERT INTO "stock_movements" ("product_id", "change", "balance", "reason")
SELECT "product_id", "quantity", "quantity", 'OPENING_BALANCE' FROM "stores" WHERE "quantity" > 0;
