ALTER TABLE "plan_positions" ADD COLUMN "size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_positions" ADD COLUMN "open_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each position's subtree size and the least depth of a free slot in its subtree, counted from
-- the tree (decision 0147): the migration's backfill, and the bench's after its set-based fill.
CREATE FUNCTION recount_plan_positions(p_tree text, p_width int) RETURNS void
LANGUAGE sql AS $$
  UPDATE plan_positions p SET size = k.size, open_depth = k.open_depth
  FROM (
    SELECT substring(x.label from 2)::int AS id, count(*)::int AS size,
           min(d.depth) FILTER (WHERE d.children < p_width) AS open_depth
    FROM plan_positions d
    CROSS JOIN LATERAL unnest(string_to_array(ltree2text(d.path), '.')) AS x(label)
    WHERE d.tree = p_tree
    GROUP BY 1) k
  WHERE p.tree = p_tree AND p.associate_id = k.id
$$;--> statement-breakpoint
SELECT recount_plan_positions(tree, CASE WHEN tree = 'binary' THEN 2 ELSE substring(tree from 8)::int END)
FROM (SELECT DISTINCT tree FROM plan_positions) t;--> statement-breakpoint
DROP FUNCTION place_plan_positions(text, int, text);--> statement-breakpoint
-- Places every associate not yet in a plan tree, in join (id) order, under its parent's position
-- by the rule (decisions 0135, 0136, 0147, 0148): 'BFS' = the first free slot breadth-first, left
-- to right, in the parent's subtree (spillover); 'OUTER_LEFT' / 'OUTER_RIGHT' = the bottom of the
-- parent's outer leg; 'WEAKER_LEG' = a free slot directly under the parent, else breadth-first in
-- the leg with fewer members; 'MANUAL' = weaker leg, except p_chosen_id, who goes to the bottom of
-- the outer side of leg p_chosen_leg (its direct slot if free). Every step is O(depth): the leg's
-- size and the way down to the first free slot are kept per position (size, open_depth).
-- Under the genealogy lock (genealogy-lock.ts's id), so joins and the lazy placement of a closing
-- or a view are serialised, and placed associates stay a prefix of the ids: only ids above the
-- highest placed one are looked at.
CREATE FUNCTION place_plan_positions(p_tree text, p_width int, p_rule text,
                                     p_chosen_id int DEFAULT NULL, p_chosen_leg int DEFAULT NULL)
RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  a record;
  s plan_positions;
  t plan_positions;
  c plan_positions;
  side int;
  next_slot int;
  od int;
  placed int := 0;
  last_id int;
BEGIN
  SELECT coalesce(max(p.associate_id), 0) INTO last_id FROM plan_positions p WHERE p.tree = p_tree;
  IF NOT EXISTS (SELECT 1 FROM associates x WHERE x.id > last_id) THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(7340301);
  SELECT coalesce(max(p.associate_id), 0) INTO last_id FROM plan_positions p WHERE p.tree = p_tree;
  FOR a IN SELECT x.id, x.parent_id FROM associates x WHERE x.id > last_id ORDER BY x.id LOOP
    SELECT * INTO s FROM plan_positions p WHERE p.tree = p_tree AND p.associate_id = a.parent_id;
    IF NOT FOUND THEN
      -- The company's node (or someone whose parent is not placed): a root of its own.
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
    side := CASE
      WHEN p_rule = 'MANUAL' AND a.id = p_chosen_id THEN p_chosen_leg
      WHEN p_rule = 'OUTER_LEFT' THEN 1
      WHEN p_rule = 'OUTER_RIGHT' THEN 2
    END;
    t := s;
    IF side IS NOT NULL THEN
      -- Down the outer edge of the side: each step one look-up by slot.
      LOOP
        SELECT * INTO c FROM plan_positions p
        WHERE p.tree = p_tree AND p.parent_id = t.associate_id AND p.slot = side;
        EXIT WHEN NOT FOUND;
        t := c;
      END LOOP;
      next_slot := side;
    ELSE
      IF p_rule IN ('WEAKER_LEG', 'MANUAL') AND s.children >= p_width THEN
        -- The leg with fewer members (the left on a tie).
        SELECT * INTO s FROM plan_positions p
        WHERE p.tree = p_tree AND p.parent_id = s.associate_id
        ORDER BY p.size, p.slot LIMIT 1;
      END IF;
      -- Breadth-first, left to right: down the leftmost child holding the subtree's shallowest
      -- free slot, to the position that has it.
      t := s;
      WHILE t.depth < s.open_depth LOOP
        SELECT * INTO t FROM plan_positions p
        WHERE p.tree = p_tree AND p.parent_id = t.associate_id AND p.open_depth = s.open_depth
        ORDER BY p.slot LIMIT 1;
      END LOOP;
      SELECT min(g) INTO next_slot FROM generate_series(1, p_width) g
      WHERE NOT EXISTS (SELECT 1 FROM plan_positions x
                        WHERE x.tree = p_tree AND x.parent_id = t.associate_id AND x.slot = g);
    END IF;
    INSERT INTO plan_positions (tree, associate_id, parent_id, slot, depth, lane, path, open_depth)
    VALUES (p_tree, a.id, t.associate_id, next_slot, t.depth + 1, t.lane || next_slot,
            t.path || text2ltree('a' || a.id), t.depth + 1);
    UPDATE plan_positions p SET size = p.size + 1
    WHERE p.tree = p_tree
      AND p.associate_id = ANY (ARRAY(SELECT substring(l from 2)::int
                                      FROM unnest(string_to_array(ltree2text(t.path), '.')) l));
    UPDATE plan_positions p SET children = p.children + 1
    WHERE p.tree = p_tree AND p.associate_id = t.associate_id;
    -- The free slot's depth upward, until a position's does not change.
    SELECT * INTO t FROM plan_positions p WHERE p.tree = p_tree AND p.associate_id = t.associate_id;
    LOOP
      od := CASE WHEN t.children < p_width THEN t.depth
                 ELSE (SELECT min(x.open_depth) FROM plan_positions x
                       WHERE x.tree = p_tree AND x.parent_id = t.associate_id) END;
      EXIT WHEN od = t.open_depth;
      UPDATE plan_positions p SET open_depth = od
      WHERE p.tree = p_tree AND p.associate_id = t.associate_id;
      EXIT WHEN t.parent_id IS NULL;
      SELECT * INTO t FROM plan_positions p WHERE p.tree = p_tree AND p.associate_id = t.parent_id;
    END LOOP;
    placed := placed + 1;
  END LOOP;
  RETURN placed;
END $$;
