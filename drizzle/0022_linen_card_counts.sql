-- Issue 21, decision 0177: the board's and the reports' counts of current cards, kept by the same
-- transaction as every change to a card, so a read costs the rows of its scope, not the cards.
-- linen_card_counts: current (not archived) cards per client and column, and how many of them have their
-- clock running (on_beds_since for on_beds and changeover_due, transit_since for in_transit).
-- linen_card_day_counts: the same cards with a clock per London day (Europe/London) the clock started:
-- a card becomes overdue as time passes, with no write, so the overdue count is read as the clocked cards
-- less those that started on a day after the cut-off day, plus the overdue ones of the cut-off day itself
-- (a read of that one day's cards on linen_cards_sweep_idx / linen_cards_transit_idx).
-- Both have a row per client and one for every client together (client_id = the nil uuid), as the per-day
-- totals of decision 0173. Statement-level triggers with transition tables: each changed card adds its
-- contribution with its sign (-old, +new, only when a counted column changed), additive upserts in key order.
CREATE TABLE "linen_card_counts" (
  "client_id" uuid NOT NULL,
  "status" "linen_card_status" NOT NULL,
  "cards" integer NOT NULL DEFAULT 0,
  "timed" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "status")
);
--> statement-breakpoint
CREATE TABLE "linen_card_day_counts" (
  "client_id" uuid NOT NULL,
  "status" "linen_card_status" NOT NULL,
  "day" date NOT NULL,
  "cards" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "status", "day")
);
--> statement-breakpoint
-- Adds (sign 1) or takes away (-1) the cards of `src` (a query with the sign and the counted columns).
CREATE FUNCTION "linen_card_counts_sql"(src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN format($q$
    with s as (
      select r.sign, r.client_id, r.status,
        case when r.status in ('on_beds', 'changeover_due') then r.on_beds_since when r.status = 'in_transit' then r.transit_since end as since
      from (%s) r where not r.archived
    ), k as (
      select s.sign, e.client_id, s.status, s.since from s cross join lateral (values (s.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) e(client_id)
    ), columns as (
      insert into linen_card_counts as t (client_id, status, cards, timed)
      select client_id, status, sum(sign)::int, sum(case when since is not null then sign else 0 end)::int
      from k group by 1, 2 order by 1, 2
      on conflict (client_id, status) do update set cards = t.cards + excluded.cards, timed = t.timed + excluded.timed
    )
    insert into linen_card_day_counts as t (client_id, status, day, cards)
    select client_id, status, (since at time zone 'Europe/London')::date, sum(sign)::int
    from k where since is not null group by 1, 2, 3 order by 1, 2, 3
    on conflict (client_id, status, day) do update set cards = t.cards + excluded.cards$q$, src);
END $$;
--> statement-breakpoint
CREATE FUNCTION "linen_card_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'client_id, status, archived, on_beds_since, transit_since';
  changed constant text := 'from old_rows o join new_rows n on n.id = o.id where (o.client_id, o.status, o.archived, o.on_beds_since, o.transit_since) is distinct from (n.client_id, n.status, n.archived, n.on_beds_since, n.transit_since)';
BEGIN
  -- Run with EXECUTE here (a called function does not see the transition tables).
  IF TG_OP = 'INSERT' THEN
    EXECUTE linen_card_counts_sql(format('select 1 as sign, %s from new_rows', cols));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE linen_card_counts_sql(format('select -1 as sign, %s from old_rows', cols));
  ELSE
    EXECUTE linen_card_counts_sql(format('select -1 as sign, o.client_id, o.status, o.archived, o.on_beds_since, o.transit_since %s', changed)
      || ' union all ' || format('select 1, n.client_id, n.status, n.archived, n.on_beds_since, n.transit_since %s', changed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_cards_counts_ins" AFTER INSERT ON "linen_cards" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_card_counts_add();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_counts_upd" AFTER UPDATE ON "linen_cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_card_counts_add();
--> statement-breakpoint
CREATE TRIGGER "linen_cards_counts_del" AFTER DELETE ON "linen_cards" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_card_counts_add();
--> statement-breakpoint
CREATE FUNCTION "linen_card_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM linen_card_counts;
  DELETE FROM linen_card_day_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_cards_counts_truncate" AFTER TRUNCATE ON "linen_cards" FOR EACH STATEMENT EXECUTE FUNCTION linen_card_counts_clear();
--> statement-breakpoint
-- The cards there are now (backfill).
DO $$ BEGIN
  EXECUTE linen_card_counts_sql('select 1 as sign, client_id, status, archived, on_beds_since, transit_since from linen_cards');
END $$;
