-- Issue 21 item 1, decision 0179 (the design of 0176): /stock reads totals kept by the same transaction as every
-- change, not a sum over every property's assigned stock. Per stock item, what non-archived properties hold:
-- in transit while the property's live (non-archived) card is in transit, else on beds (decision 0130); and the
-- number of properties, active and archived. Triggers on property_stock, linen_cards and properties (the three
-- tables the sum read) add each change's difference with additive upserts in stock-item order, so concurrent
-- writers never lose a count and never deadlock on the totals. Each trigger locks the rows whose state it reads
-- (a property's row, its live card) before reading them, so two writers racing on one property (a stock save, a
-- card move, an archive) cannot both miss the other's change: the second waits and reads what the first left.
CREATE TABLE "stock_totals" (
  "stock_item_id" uuid PRIMARY KEY NOT NULL REFERENCES "stock_items"("id") ON DELETE CASCADE,
  "on_beds" bigint NOT NULL DEFAULT 0,
  "in_transit" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE "property_counts" (
  "id" boolean PRIMARY KEY NOT NULL DEFAULT true CHECK ("id"),
  "active" integer NOT NULL DEFAULT 0,
  "archived" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- The upsert adding the differences `src` selects (stock_item_id, on_beds, in_transit), one row per item in
-- stock-item order; an item deleted meanwhile (its assignments go by cascade) is left out.
-- Run with EXECUTE in the trigger function itself (a called function does not see its transition tables).
CREATE FUNCTION "stock_totals_sql"(src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format($q$
    insert into stock_totals as t (stock_item_id, on_beds, in_transit)
    select d.stock_item_id, sum(d.on_beds), sum(d.in_transit) from (%s) d
    where exists (select 1 from stock_items i where i.id = d.stock_item_id)
    group by 1 having sum(d.on_beds) <> 0 or sum(d.in_transit) <> 0 order by 1
    on conflict (stock_item_id) do update set on_beds = t.on_beds + excluded.on_beds, in_transit = t.in_transit + excluded.in_transit$q$, src);
END $$;
--> statement-breakpoint
-- The whole assigned stock of the properties `src` selects (sign, property_id), where it is now: in transit while
-- the property's live card is in transit, else on beds.
CREATE FUNCTION "stock_placed_sql"(src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format($q$
    select s.stock_item_id, case when x.moving then 0 else c.sign * s.quantity end as on_beds,
      case when x.moving then c.sign * s.quantity else 0 end as in_transit
    from (%s) c join property_stock s on s.property_id = c.property_id
    cross join lateral (select exists (select 1 from linen_cards l where l.property_id = c.property_id and not l.archived and l.status = 'in_transit') as moving) x$q$, src);
END $$;
--> statement-breakpoint
-- Every total from the rows (the backfill, and after a TRUNCATE).
CREATE FUNCTION "stock_totals_refill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_totals;
  INSERT INTO stock_totals (stock_item_id, on_beds, in_transit)
  SELECT s.stock_item_id,
    coalesce(sum(s.quantity) filter (where l.status is null or l.status <> 'in_transit'), 0),
    coalesce(sum(s.quantity) filter (where l.status = 'in_transit'), 0)
  FROM property_stock s JOIN properties p ON p.id = s.property_id AND NOT p.archived
  LEFT JOIN linen_cards l ON l.property_id = p.id AND NOT l.archived
  GROUP BY 1;
  DELETE FROM property_counts;
  INSERT INTO property_counts (id, active, archived)
  SELECT true, count(*) filter (where not archived), count(*) filter (where archived) FROM properties;
END $$;
--> statement-breakpoint
-- An assignment added, changed or removed: its quantity where its property's stock is.
CREATE FUNCTION "property_stock_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := 'select 1 as sign, property_id, stock_item_id, quantity from new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    changed := 'select -1 as sign, property_id, stock_item_id, quantity from old_rows';
  ELSE
    changed := 'select -1 as sign, property_id, stock_item_id, quantity from old_rows union all select 1, property_id, stock_item_id, quantity from new_rows';
  END IF;
  -- An archive or restore of the property and a move of its live card in flight finish first (their row locks).
  EXECUTE format('select 1 from properties where id in (select property_id from (%s) c) order by id for share', changed);
  EXECUTE format('select 1 from linen_cards where property_id in (select property_id from (%s) c) and not archived order by id for share', changed);
  EXECUTE stock_totals_sql(format($q$
    select c.stock_item_id, case when x.moving then 0 else c.sign * c.quantity end as on_beds,
      case when x.moving then c.sign * c.quantity else 0 end as in_transit
    from (%s) c join properties p on p.id = c.property_id and not p.archived
    cross join lateral (select exists (select 1 from linen_cards l where l.property_id = c.property_id and not l.archived and l.status = 'in_transit') as moving) x$q$, changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_stock_totals_ins" AFTER INSERT ON "property_stock" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION property_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "property_stock_totals_upd" AFTER UPDATE ON "property_stock" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION property_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "property_stock_totals_del" AFTER DELETE ON "property_stock" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION property_stock_totals();
--> statement-breakpoint
-- A live card entering transit (moved, inserted, put back on the board, given to another property) moves its
-- property's stock from on beds to in transit; leaving transit (moved on, archived, deleted) moves it back.
-- A card that comes onto a property (inserted, put back, moved there) locks the property's row first: no row of
-- it existed for a racing stock save to wait on. A deleted property's cards count nothing (its stock went first).
CREATE FUNCTION "linen_cards_stock_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text; -- (sign, property_id, arrived): 1 a live card in transit arriving, -1 one leaving
BEGIN
  -- Most writes of cards (a new card, a move within the board, a note) move no stock: leave at once.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE NOT archived AND status = 'in_transit') THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE NOT archived AND status = 'in_transit') THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE ((NOT o.archived AND o.status = 'in_transit') OR (NOT n.archived AND n.status = 'in_transit'))
        AND (o.archived, o.status, o.property_id) IS DISTINCT FROM (n.archived, n.status, n.property_id)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    moved := $s$select 1 as sign, property_id, true as arrived from new_rows where not archived and status = 'in_transit'$s$;
  ELSIF TG_OP = 'DELETE' THEN
    moved := $s$select -1 as sign, property_id, false as arrived from old_rows where not archived and status = 'in_transit'$s$;
  ELSE
    moved := $s$select -1 as sign, o.property_id, false as arrived from old_rows o join new_rows n on n.id = o.id
        where not o.archived and o.status = 'in_transit' and (n.archived or n.status <> 'in_transit' or n.property_id <> o.property_id)
      union all select 1, n.property_id, o.archived or n.property_id <> o.property_id from old_rows o join new_rows n on n.id = o.id
        where not n.archived and n.status = 'in_transit' and (o.archived or o.status <> 'in_transit' or n.property_id <> o.property_id)$s$;
  END IF;
  EXECUTE format('select 1 from properties where id in (select property_id from (%s) m where m.arrived) order by id for no key update', moved);
  EXECUTE stock_totals_sql(format($q$
    select s.stock_item_id, -m.sign * s.quantity as on_beds, m.sign * s.quantity as in_transit
    from (%s) m join properties p on p.id = m.property_id and not p.archived join property_stock s on s.property_id = m.property_id$q$, moved));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_cards_stock_totals_ins" AFTER INSERT ON "linen_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_cards_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_stock_totals_upd" AFTER UPDATE ON "linen_cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_cards_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_stock_totals_del" AFTER DELETE ON "linen_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_cards_stock_totals();
--> statement-breakpoint
-- Properties added, archived, restored or deleted: the counts; an archive takes the property's stock away from
-- where it is, a restore puts it back. A live card's move in flight finishes first (its row lock).
CREATE FUNCTION "properties_stock_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flipped constant text := 'select case when n.archived then -1 else 1 end as sign, n.id as property_id from old_rows o join new_rows n on n.id = o.id where o.archived <> n.archived';
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE property_counts SET active = active + d.a, archived = archived + d.r
      FROM (SELECT count(*) FILTER (WHERE NOT archived) AS a, count(*) FILTER (WHERE archived) AS r FROM new_rows) d WHERE d.a + d.r > 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE property_counts SET active = active - d.a, archived = archived - d.r
      FROM (SELECT count(*) FILTER (WHERE NOT archived) AS a, count(*) FILTER (WHERE archived) AS r FROM old_rows) d WHERE d.a + d.r > 0;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.archived <> n.archived) THEN
    EXECUTE format('select 1 from linen_cards where property_id in (select property_id from (%s) f) and not archived order by id for share', flipped);
    EXECUTE stock_totals_sql(stock_placed_sql(flipped));
    EXECUTE format('update property_counts set active = active + d.n, archived = archived - d.n
      from (select coalesce(sum(sign), 0) as n from (%s) f) d where d.n <> 0', flipped);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_stock_totals_ins" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "properties_stock_totals_upd" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_stock_totals();
--> statement-breakpoint
CREATE TRIGGER "properties_stock_totals_del" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_stock_totals();
--> statement-breakpoint
-- A property being deleted takes its stock away first: its assignments and card go by cascade after it, when
-- they can no longer say where the stock was.
CREATE FUNCTION "properties_stock_totals_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM linen_cards WHERE property_id = OLD.id AND NOT archived ORDER BY id FOR SHARE;
  EXECUTE stock_totals_sql(stock_placed_sql(format('select -1 as sign, %L::uuid as property_id', OLD.id)));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_stock_totals_before_del" BEFORE DELETE ON "properties" FOR EACH ROW
  WHEN (NOT OLD.archived) EXECUTE FUNCTION properties_stock_totals_delete();
--> statement-breakpoint
CREATE FUNCTION "stock_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_refill();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_stock_totals_truncate" AFTER TRUNCATE ON "property_stock" FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_truncated();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_stock_totals_truncate" AFTER TRUNCATE ON "linen_cards" FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_truncated();
--> statement-breakpoint
CREATE TRIGGER "properties_stock_totals_truncate" AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_truncated();
--> statement-breakpoint
-- The rows there are now (backfill).
SELECT stock_totals_refill();
