CREATE TABLE "binary_carry" (
	"period_id" integer NOT NULL,
	"associate_id" integer NOT NULL,
	"left_bv" bigint NOT NULL,
	"right_bv" bigint NOT NULL,
	"pairs" integer NOT NULL,
	"left_carry_bv" bigint NOT NULL,
	"right_carry_bv" bigint NOT NULL,
	"idle_months" smallint NOT NULL,
	CONSTRAINT "binary_carry_period_id_associate_id_pk" PRIMARY KEY("period_id","associate_id")
);
--> statement-breakpoint
CREATE TABLE "plan_positions" (
	"tree" text NOT NULL,
	"associate_id" integer NOT NULL,
	"parent_id" integer,
	"slot" smallint,
	"depth" integer NOT NULL,
	"lane" text NOT NULL,
	"path" "ltree" NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_positions_tree_associate_id_pk" PRIMARY KEY("tree","associate_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_positions_slot_key" ON "plan_positions" USING btree ("tree","parent_id","slot");--> statement-breakpoint
CREATE INDEX "plan_positions_lane_idx" ON "plan_positions" USING btree ("tree","depth","lane");--> statement-breakpoint
CREATE INDEX "plan_positions_path_idx" ON "plan_positions" USING gist ("path");--> statement-breakpoint
-- Plans saved before plan types had no "type": they are unilevel (decision 0135).
UPDATE "earnings_plans" SET "definition" = jsonb_build_object('type', 'unilevel') || "definition"
WHERE NOT "definition" ? 'type';--> statement-breakpoint
-- Places every associate not yet in a plan tree, in join (id) order, under its sponsor's
-- position by the rule (decisions 0135, 0136): 'BFS' = the first free slot breadth-first, left to
-- right, in the sponsor's subtree (spillover); 'OUTER_LEFT' / 'OUTER_RIGHT' = the bottom of the
-- sponsor's outer leg; 'WEAKER_LEG' = a free slot directly under the sponsor, else breadth-first in
-- the sponsor's leg with fewer members. One associate at a time because each placement depends
-- on the ones before it; a join places one, the first binary or matrix plan backfills all.
CREATE FUNCTION place_plan_positions(p_tree text, p_width int, p_rule text) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  a record;
  s plan_positions;
  t plan_positions;
  leg plan_positions;
  next_slot int;
  placed int := 0;
  left_count bigint;
  right_count bigint;
BEGIN
  FOR a IN
    SELECT x.id, x.parent_id FROM associates x
    WHERE NOT EXISTS (SELECT 1 FROM plan_positions p WHERE p.tree = p_tree AND p.associate_id = x.id)
    ORDER BY x.id
  LOOP
    SELECT * INTO s FROM plan_positions p WHERE p.tree = p_tree AND p.associate_id = a.parent_id;
    IF NOT FOUND THEN
      -- The company's node (or someone whose sponsor is not placed): a root of its own.
      IF a.parent_id IS NOT NULL THEN
        SELECT * INTO s FROM plan_positions p WHERE p.tree = p_tree AND p.parent_id IS NULL
        ORDER BY p.associate_id LIMIT 1;
      END IF;
      IF a.parent_id IS NULL OR s.associate_id IS NULL THEN
        INSERT INTO plan_positions (tree, associate_id, parent_id, slot, depth, lane, path)
        VALUES (p_tree, a.id, NULL, NULL, 0, '', text2ltree('a' || a.id));
        placed := placed + 1;
        CONTINUE;
      END IF;
    END IF;
    t := s;
    IF p_rule IN ('OUTER_LEFT', 'OUTER_RIGHT') THEN
      next_slot := CASE p_rule WHEN 'OUTER_LEFT' THEN 1 ELSE 2 END;
      SELECT * INTO t FROM plan_positions p
      WHERE p.tree = p_tree AND p.path <@ s.path
        AND p.lane = s.lane || repeat(next_slot::text, p.depth - s.depth)
      ORDER BY p.depth DESC LIMIT 1;
    ELSE
      IF p_rule = 'WEAKER_LEG' AND s.children >= p_width THEN
        SELECT count(*) INTO left_count FROM plan_positions p
        WHERE p.tree = p_tree AND p.path <@ s.path AND p.lane LIKE s.lane || '1%';
        SELECT count(*) INTO right_count FROM plan_positions p
        WHERE p.tree = p_tree AND p.path <@ s.path AND p.lane LIKE s.lane || '2%';
        SELECT * INTO leg FROM plan_positions p
        WHERE p.tree = p_tree AND p.parent_id = s.associate_id
          AND p.slot = CASE WHEN right_count < left_count THEN 2 ELSE 1 END;
        s := leg;
      END IF;
      SELECT * INTO t FROM plan_positions p
      WHERE p.tree = p_tree AND p.path <@ s.path AND p.children < p_width
      ORDER BY p.depth, p.lane COLLATE "C" LIMIT 1;
      SELECT min(g) INTO next_slot FROM generate_series(1, p_width) g
      WHERE NOT EXISTS (SELECT 1 FROM plan_positions c
                        WHERE c.tree = p_tree AND c.parent_id = t.associate_id AND c.slot = g);
    END IF;
    INSERT INTO plan_positions (tree, associate_id, parent_id, slot, depth, lane, path)
    VALUES (p_tree, a.id, t.associate_id, next_slot, t.depth + 1, t.lane || next_slot,
            t.path || text2ltree('a' || a.id));
    UPDATE plan_positions SET children = children + 1
    WHERE tree = p_tree AND associate_id = t.associate_id;
    placed := placed + 1;
  END LOOP;
  RETURN placed;
END $$;
