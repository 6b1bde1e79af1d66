-- Issue 21 item 1, decision 0173: per-day totals kept by the same transaction as every change, so the
-- reports' tiles and charts and the /collections and /damages tiles read days, not history. Each table holds
-- one row per London day (Europe/London) and client, and one per day for every client together (client_id
-- = the nil uuid), so a staff read costs the days of its range whatever the number of clients.
-- Triggers (statement level, with transition tables, so a bulk insert of a million rows adds its totals
-- once) add each changed row's contribution with its sign: additive upserts, right under concurrency.
CREATE TABLE "collection_day_totals" (
  "client_id" uuid NOT NULL,
  "day" date NOT NULL,
  "collections" integer NOT NULL DEFAULT 0,
  "amount_pence" bigint NOT NULL DEFAULT 0,
  "paid_count" integer NOT NULL DEFAULT 0,
  "paid_pence" bigint NOT NULL DEFAULT 0,
  -- Unpaid with something to pay (amount above 0): a £0 invoice is 'No charge' (issue 19).
  "unpaid_count" integer NOT NULL DEFAULT 0,
  "unpaid_pence" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "day")
);
--> statement-breakpoint
CREATE TABLE "damage_day_totals" (
  "client_id" uuid NOT NULL,
  "day" date NOT NULL,
  -- The reports' item: the product name recorded with the damage, else 'Unnamed item'.
  "item" text NOT NULL,
  -- The record's product (nil uuid: none): records priced 0 take its price when read.
  "product_id" uuid NOT NULL,
  "records" integer NOT NULL DEFAULT 0,
  "quantity" bigint NOT NULL DEFAULT 0,
  "damaged" bigint NOT NULL DEFAULT 0,
  "missing" bigint NOT NULL DEFAULT 0,
  -- The estimate: own_pence (records with a unit price above 0) + fallback_qty × the product's price now.
  "own_pence" bigint NOT NULL DEFAULT 0,
  "fallback_qty" bigint NOT NULL DEFAULT 0,
  "charged_count" integer NOT NULL DEFAULT 0,
  "charged_own_pence" bigint NOT NULL DEFAULT 0,
  "charged_fallback_qty" bigint NOT NULL DEFAULT 0,
  -- Requested of the owner and not charged yet.
  "owed_own_pence" bigint NOT NULL DEFAULT 0,
  "owed_fallback_qty" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "day", "item", "product_id")
);
--> statement-breakpoint
CREATE FUNCTION "collection_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'client_id, collected_at, amount_pence, invoice_status';
  diff constant text := '(o.client_id, o.collected_at, o.amount_pence, o.invoice_status) is distinct from (n.client_id, n.collected_at, n.amount_pence, n.invoice_status)';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('select 1 as sign, %s from new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('select -1 as sign, %s from old_rows', cols);
  ELSE
    src := 'select -1 as sign, o.client_id, o.collected_at, o.amount_pence, o.invoice_status from old_rows o join new_rows n on n.id = o.id where ' || diff
      || ' union all select 1, n.client_id, n.collected_at, n.amount_pence, n.invoice_status from old_rows o join new_rows n on n.id = o.id where ' || diff;
  END IF;
  EXECUTE format($q$
    insert into collection_day_totals as t (client_id, day, collections, amount_pence, paid_count, paid_pence, unpaid_count, unpaid_pence)
    select k.client_id, (s.collected_at at time zone 'Europe/London')::date, sum(s.sign)::int, sum(s.sign * s.amount_pence),
      sum(case when s.invoice_status = 'paid' then s.sign else 0 end)::int,
      sum(case when s.invoice_status = 'paid' then s.sign * s.amount_pence else 0 end),
      sum(case when s.invoice_status = 'unpaid' and s.amount_pence > 0 then s.sign else 0 end)::int,
      sum(case when s.invoice_status = 'unpaid' and s.amount_pence > 0 then s.sign * s.amount_pence else 0 end)
    from (%s) s cross join lateral (values (s.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
    where s.collected_at is not null
    group by 1, 2 order by 1, 2
    on conflict (client_id, day) do update set collections = t.collections + excluded.collections, amount_pence = t.amount_pence + excluded.amount_pence,
      paid_count = t.paid_count + excluded.paid_count, paid_pence = t.paid_pence + excluded.paid_pence,
      unpaid_count = t.unpaid_count + excluded.unpaid_count, unpaid_pence = t.unpaid_pence + excluded.unpaid_pence$q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "changeovers_day_totals_ins" AFTER INSERT ON "changeovers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "changeovers_day_totals_upd" AFTER UPDATE ON "changeovers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "changeovers_day_totals_del" AFTER DELETE ON "changeovers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_day_totals_add();
--> statement-breakpoint
CREATE FUNCTION "collection_day_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "changeovers_day_totals_truncate" AFTER TRUNCATE ON "changeovers" FOR EACH STATEMENT EXECUTE FUNCTION collection_day_totals_clear();
--> statement-breakpoint
-- Adds (sign 1) or takes away (-1) the damage records of `src` (a query with the columns of linen_activities
-- below and the sign), counted for `client` when given, else for their card's client now.
-- The statement, run with EXECUTE in the trigger function itself (a called function does not see its transition tables).
CREATE FUNCTION "damage_day_totals_sql"(src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format($q$
    insert into damage_day_totals as t (client_id, day, item, product_id, records, quantity, damaged, missing, own_pence, fallback_qty,
      charged_count, charged_own_pence, charged_fallback_qty, owed_own_pence, owed_fallback_qty)
    select k.client_id, (s.created_at at time zone 'Europe/London')::date, coalesce(nullif(trim(s.product_name), ''), 'Unnamed item'),
      coalesce(s.product_id, '00000000-0000-0000-0000-000000000000'::uuid),
      sum(s.sign)::int, sum(s.sign * s.quantity), sum(s.sign * s.damages_count), sum(s.sign * s.missing_count),
      sum(s.sign * s.own), sum(s.sign * s.fallback),
      sum(case when s.charged_at is not null then s.sign else 0 end)::int,
      sum(case when s.charged_at is not null then s.sign * s.own else 0 end),
      sum(case when s.charged_at is not null then s.sign * s.fallback else 0 end),
      sum(case when s.charge_requested_at is not null and s.charged_at is null then s.sign * s.own else 0 end),
      sum(case when s.charge_requested_at is not null and s.charged_at is null then s.sign * s.fallback else 0 end)
    from (select r.*, case when r.unit_price_pence > 0 then r.unit_price_pence::bigint * r.quantity else 0 end as own,
            case when r.unit_price_pence > 0 then 0 else r.quantity end::bigint as fallback from (%s) r where r.activity_type = 'damage') s
      join linen_cards c on c.id = s.linen_card_id
      cross join lateral (values (coalesce($1, c.client_id)), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (client_id, day, item, product_id) do update set records = t.records + excluded.records, quantity = t.quantity + excluded.quantity,
      damaged = t.damaged + excluded.damaged, missing = t.missing + excluded.missing, own_pence = t.own_pence + excluded.own_pence,
      fallback_qty = t.fallback_qty + excluded.fallback_qty, charged_count = t.charged_count + excluded.charged_count,
      charged_own_pence = t.charged_own_pence + excluded.charged_own_pence, charged_fallback_qty = t.charged_fallback_qty + excluded.charged_fallback_qty,
      owed_own_pence = t.owed_own_pence + excluded.owed_own_pence, owed_fallback_qty = t.owed_fallback_qty + excluded.owed_fallback_qty$q$, src);
END $$;
--> statement-breakpoint
CREATE FUNCTION "damage_day_totals_apply"(src text, client uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE damage_day_totals_sql(src) USING client;
END $$;
--> statement-breakpoint
CREATE FUNCTION "damage_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'linen_card_id, activity_type, created_at, product_name, product_id, quantity, damages_count, missing_count, unit_price_pence, charged_at, charge_requested_at';
  changed constant text := 'from old_rows o join new_rows n on n.id = o.id where (o.linen_card_id, o.activity_type, o.created_at, o.product_name, o.product_id, o.quantity, o.damages_count, o.missing_count, o.unit_price_pence, o.charged_at, o.charge_requested_at) is distinct from (n.linen_card_id, n.activity_type, n.created_at, n.product_name, n.product_id, n.quantity, n.damages_count, n.missing_count, n.unit_price_pence, n.charged_at, n.charge_requested_at)';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE damage_day_totals_sql(format('select 1 as sign, %s from new_rows', cols)) USING null::uuid;
  ELSIF TG_OP = 'DELETE' THEN
    -- Records deleted with their card were taken away before the card went (linen_cards_day_totals_del).
    EXECUTE damage_day_totals_sql(format('select -1 as sign, %s from old_rows', cols)) USING null::uuid;
  ELSE
    EXECUTE damage_day_totals_sql(format('select -1 as sign, o.* %s', changed)) USING null::uuid;
    EXECUTE damage_day_totals_sql(format('select 1 as sign, n.* %s', changed)) USING null::uuid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_activities_day_totals_ins" AFTER INSERT ON "linen_activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION damage_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "linen_activities_day_totals_upd" AFTER UPDATE ON "linen_activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION damage_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "linen_activities_day_totals_del" AFTER DELETE ON "linen_activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION damage_day_totals_add();
--> statement-breakpoint
-- A card's records count for the card's client: when the card moves to another client they move with it, and
-- when the card is deleted (its records go by cascade, after the card) they are taken away first.
CREATE FUNCTION "linen_cards_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine constant text := format('select %s as sign, a.* from linen_activities a where a.linen_card_id = %L', '%s', OLD.id);
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM damage_day_totals_apply(format(mine, -1), OLD.client_id);
    RETURN OLD;
  END IF;
  PERFORM damage_day_totals_apply(format(mine, -1), OLD.client_id);
  PERFORM damage_day_totals_apply(format(mine, 1), NEW.client_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_cards_day_totals_del" BEFORE DELETE ON "linen_cards" FOR EACH ROW EXECUTE FUNCTION linen_cards_day_totals();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_day_totals_client" AFTER UPDATE OF "client_id" ON "linen_cards" FOR EACH ROW
  WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION linen_cards_day_totals();
--> statement-breakpoint
CREATE FUNCTION "damage_day_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM damage_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_activities_day_totals_truncate" AFTER TRUNCATE ON "linen_activities" FOR EACH STATEMENT EXECUTE FUNCTION damage_day_totals_clear();
--> statement-breakpoint
-- The rows there are now (backfill).
INSERT INTO collection_day_totals (client_id, day, collections, amount_pence, paid_count, paid_pence, unpaid_count, unpaid_pence)
SELECT k.client_id, (c.collected_at at time zone 'Europe/London')::date, count(*)::int, sum(c.amount_pence),
  (count(*) filter (where c.invoice_status = 'paid'))::int, coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'paid'), 0),
  (count(*) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0))::int,
  coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0), 0)
FROM changeovers c CROSS JOIN LATERAL (VALUES (c.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
WHERE c.collected_at IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
SELECT damage_day_totals_apply('select 1 as sign, a.* from linen_activities a', null);
--> statement-breakpoint
-- The per-property report tables read a page of properties by name, each property's turns and damage records by index.
CREATE INDEX "properties_name_idx" ON "properties" ("name", "id");
--> statement-breakpoint
-- The cards of a property: linen_cards_property_idx, made by the lists' migration (0017).
CREATE INDEX "changeovers_property_collected_idx" ON "changeovers" ("property_id", "collected_at");
