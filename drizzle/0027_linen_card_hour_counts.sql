-- Issue 21, decision 0190 (amends 0177): the clocked cards are counted per London wall-clock hour the clock
-- started, not per London day. An overdue count then reads the hour rows after the cut-off hour (at most
-- 15 × 24 a column) and only the cut-off hour's own cards, by index, where it read the whole cut-off day's:
-- a business with 16 times the cards read 16 times the cut-off day's cards on every board read.
CREATE TABLE "linen_card_hour_counts" (
  "client_id" uuid NOT NULL,
  "status" "linen_card_status" NOT NULL,
  -- London's wall-clock hour (timestamp without time zone) the card's clock started in.
  "hour" timestamp NOT NULL,
  "cards" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "status", "hour")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "linen_card_counts_sql"(src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
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
    insert into linen_card_hour_counts as t (client_id, status, hour, cards)
    select client_id, status, date_trunc('hour', since at time zone 'Europe/London'), sum(sign)::int
    from k where since is not null group by 1, 2, 3 order by 1, 2, 3
    on conflict (client_id, status, hour) do update set cards = t.cards + excluded.cards$q$, src);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "linen_card_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM linen_card_counts;
  DELETE FROM linen_card_hour_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The cards there are now, per hour (the column counts are kept already).
INSERT INTO linen_card_hour_counts (client_id, status, hour, cards)
SELECT k.client_id, c.status, date_trunc('hour', s.since AT TIME ZONE 'Europe/London'), count(*)::int
FROM linen_cards c
CROSS JOIN LATERAL (SELECT CASE WHEN c.status IN ('on_beds', 'changeover_due') THEN c.on_beds_since WHEN c.status = 'in_transit' THEN c.transit_since END AS since) s
CROSS JOIN LATERAL (VALUES (c.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
WHERE NOT c.archived AND s.since IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
DROP TABLE "linen_card_day_counts";
