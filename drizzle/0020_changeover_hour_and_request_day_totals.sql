-- Issue 21, decision 0178: the /changeovers tiles, the /collections tiles' part days and the /requests counts
-- read totals kept by the same transaction as every change, not the rows of a month.
--
-- changeover_hour_totals: one row per UTC hour of collected_at and client, and one per hour for every client
-- together (client_id = the nil uuid), as collection_day_totals (decision 0173) is per London day. The
-- /changeovers window is a rolling instant (now - 30 x 24 h), so its tiles add up the 720 whole hours from
-- the first hour boundary after the start and read the rows of the part hour before it; /collections takes
-- the hours of its part days (a London midnight is always on a UTC hour) instead of their rows.
-- Each changed row adds its contribution with its sign (statement triggers with transition tables, additive
-- upserts in key order: right under concurrency and one grouped upsert for a bulk insert).
CREATE TABLE "changeover_hour_totals" (
  "client_id" uuid NOT NULL,
  -- The start of the UTC hour of collected_at.
  "hour" timestamp with time zone NOT NULL,
  "changeovers" integer NOT NULL DEFAULT 0,
  -- Not returned yet (returned_at is null): In Transit on /changeovers.
  "in_transit" integer NOT NULL DEFAULT 0,
  -- The cycle counts stored on each changeover (decision 0175).
  "damages" bigint NOT NULL DEFAULT 0,
  "missing" bigint NOT NULL DEFAULT 0,
  -- The collections' figures, as collection_day_totals counts them (a £0 invoice is neither paid-due nor unpaid).
  "amount_pence" bigint NOT NULL DEFAULT 0,
  "paid_count" integer NOT NULL DEFAULT 0,
  "paid_pence" bigint NOT NULL DEFAULT 0,
  "unpaid_count" integer NOT NULL DEFAULT 0,
  "unpaid_pence" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "hour")
);
--> statement-breakpoint
CREATE FUNCTION "changeover_hour_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'client_id, collected_at, returned_at, cycle_damages_count, cycle_missing_count, amount_pence, invoice_status';
  diff constant text := '(o.client_id, o.collected_at, o.returned_at is null, o.cycle_damages_count, o.cycle_missing_count, o.amount_pence, o.invoice_status)'
    || ' is distinct from (n.client_id, n.collected_at, n.returned_at is null, n.cycle_damages_count, n.cycle_missing_count, n.amount_pence, n.invoice_status)';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('select 1 as sign, %s from new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('select -1 as sign, %s from old_rows', cols);
  ELSE
    src := format('select -1 as sign, o.* from old_rows o join new_rows n on n.id = o.id where %s', diff)
      || format(' union all select 1, n.* from old_rows o join new_rows n on n.id = o.id where %s', diff);
    src := format('select sign, %s from (%s) u', cols, src);
  END IF;
  EXECUTE format($q$
    insert into changeover_hour_totals as t (client_id, hour, changeovers, in_transit, damages, missing, amount_pence, paid_count, paid_pence, unpaid_count, unpaid_pence)
    select k.client_id, date_trunc('hour', s.collected_at, 'UTC'), sum(s.sign)::int,
      sum(case when s.returned_at is null then s.sign else 0 end)::int,
      sum(s.sign * s.cycle_damages_count), sum(s.sign * s.cycle_missing_count), sum(s.sign * s.amount_pence),
      sum(case when s.invoice_status = 'paid' then s.sign else 0 end)::int,
      sum(case when s.invoice_status = 'paid' then s.sign * s.amount_pence else 0 end),
      sum(case when s.invoice_status = 'unpaid' and s.amount_pence > 0 then s.sign else 0 end)::int,
      sum(case when s.invoice_status = 'unpaid' and s.amount_pence > 0 then s.sign * s.amount_pence else 0 end)
    from (%s) s cross join lateral (values (s.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
    where s.collected_at is not null
    group by 1, 2 order by 1, 2
    on conflict (client_id, hour) do update set changeovers = t.changeovers + excluded.changeovers, in_transit = t.in_transit + excluded.in_transit,
      damages = t.damages + excluded.damages, missing = t.missing + excluded.missing, amount_pence = t.amount_pence + excluded.amount_pence,
      paid_count = t.paid_count + excluded.paid_count, paid_pence = t.paid_pence + excluded.paid_pence,
      unpaid_count = t.unpaid_count + excluded.unpaid_count, unpaid_pence = t.unpaid_pence + excluded.unpaid_pence$q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "changeovers_hour_totals_ins" AFTER INSERT ON "changeovers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION changeover_hour_totals_add();
--> statement-breakpoint
CREATE TRIGGER "changeovers_hour_totals_upd" AFTER UPDATE ON "changeovers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION changeover_hour_totals_add();
--> statement-breakpoint
CREATE TRIGGER "changeovers_hour_totals_del" AFTER DELETE ON "changeovers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION changeover_hour_totals_add();
--> statement-breakpoint
CREATE FUNCTION "changeover_hour_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM changeover_hour_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "changeovers_hour_totals_truncate" AFTER TRUNCATE ON "changeovers" FOR EACH STATEMENT EXECUTE FUNCTION changeover_hour_totals_clear();
--> statement-breakpoint
-- linen_request_day_totals: pending and accepted requests per requested service date and client, and per day
-- for every client together (requests without a client count there only: staff see them, no owner does).
-- /requests' counts are "from London today on": the sum of the rows of today and later (the days requests
-- are booked ahead for), never of the requests themselves.
CREATE TABLE "linen_request_day_totals" (
  "client_id" uuid NOT NULL,
  "day" date NOT NULL,
  "pending" integer NOT NULL DEFAULT 0,
  "accepted" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "day")
);
--> statement-breakpoint
CREATE FUNCTION "linen_request_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'client_id, requested_date, status';
  diff constant text := '(o.client_id, o.requested_date, o.status) is distinct from (n.client_id, n.requested_date, n.status)';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('select 1 as sign, %s from new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('select -1 as sign, %s from old_rows', cols);
  ELSE
    src := format('select -1 as sign, o.client_id, o.requested_date, o.status from old_rows o join new_rows n on n.id = o.id where %s', diff)
      || format(' union all select 1, n.client_id, n.requested_date, n.status from old_rows o join new_rows n on n.id = o.id where %s', diff);
  END IF;
  EXECUTE format($q$
    insert into linen_request_day_totals as t (client_id, day, pending, accepted)
    select k.client_id, s.requested_date, sum(case when s.status = 'pending' then s.sign else 0 end)::int,
      sum(case when s.status = 'accepted' then s.sign else 0 end)::int
    from (%s) s cross join lateral (values (s.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
    where s.status in ('pending', 'accepted') and k.client_id is not null
    group by 1, 2 order by 1, 2
    on conflict (client_id, day) do update set pending = t.pending + excluded.pending, accepted = t.accepted + excluded.accepted$q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_requests_day_totals_ins" AFTER INSERT ON "linen_requests" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_request_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "linen_requests_day_totals_upd" AFTER UPDATE ON "linen_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_request_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "linen_requests_day_totals_del" AFTER DELETE ON "linen_requests" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION linen_request_day_totals_add();
--> statement-breakpoint
CREATE FUNCTION "linen_request_day_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM linen_request_day_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "linen_requests_day_totals_truncate" AFTER TRUNCATE ON "linen_requests" FOR EACH STATEMENT EXECUTE FUNCTION linen_request_day_totals_clear();
--> statement-breakpoint
-- The rows there are now (backfill).
INSERT INTO changeover_hour_totals (client_id, hour, changeovers, in_transit, damages, missing, amount_pence, paid_count, paid_pence, unpaid_count, unpaid_pence)
SELECT k.client_id, date_trunc('hour', c.collected_at, 'UTC'), count(*)::int, (count(*) filter (where c.returned_at is null))::int,
  sum(c.cycle_damages_count), sum(c.cycle_missing_count), sum(c.amount_pence),
  (count(*) filter (where c.invoice_status = 'paid'))::int, coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'paid'), 0),
  (count(*) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0))::int,
  coalesce(sum(c.amount_pence) filter (where c.invoice_status = 'unpaid' and c.amount_pence > 0), 0)
FROM changeovers c CROSS JOIN LATERAL (VALUES (c.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
WHERE c.collected_at IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO linen_request_day_totals (client_id, day, pending, accepted)
SELECT k.client_id, r.requested_date, (count(*) filter (where r.status = 'pending'))::int, (count(*) filter (where r.status = 'accepted'))::int
FROM linen_requests r CROSS JOIN LATERAL (VALUES (r.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
WHERE r.status IN ('pending', 'accepted') AND k.client_id IS NOT NULL
GROUP BY 1, 2;
