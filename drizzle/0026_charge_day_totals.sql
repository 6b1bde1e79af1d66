-- Issue 21, decision 0189: the reports' charge totals (raised in the range, paid in the range) read per-day
-- totals kept by the same transaction as every change to a charge, as collections and damages already do
-- (decision 0173), instead of counting the range's charges on each read (the month at 16× data: 60 ms).
-- One row per London day (Europe/London) and client, and one per day for every client together (client_id =
-- the nil uuid). A charge adds to its created_at's day (raised) and, once paid, to its paid_at's day (paid).
CREATE TABLE "charge_day_totals" (
  "client_id" uuid NOT NULL,
  "day" date NOT NULL,
  "raised_count" integer NOT NULL DEFAULT 0,
  "raised_pence" bigint NOT NULL DEFAULT 0,
  "paid_count" integer NOT NULL DEFAULT 0,
  "paid_pence" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("client_id", "day")
);
--> statement-breakpoint
CREATE FUNCTION "charge_day_totals_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols constant text := 'client_id, created_at, paid_at, status, amount_pence';
  diff constant text := '(o.client_id, o.created_at, o.paid_at, o.status, o.amount_pence) is distinct from (n.client_id, n.created_at, n.paid_at, n.status, n.amount_pence)';
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('select 1 as sign, %s from new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    src := format('select -1 as sign, %s from old_rows', cols);
  ELSE
    src := 'select -1 as sign, o.client_id, o.created_at, o.paid_at, o.status, o.amount_pence from old_rows o join new_rows n on n.id = o.id where ' || diff
      || ' union all select 1, n.client_id, n.created_at, n.paid_at, n.status, n.amount_pence from old_rows o join new_rows n on n.id = o.id where ' || diff;
  END IF;
  EXECUTE format($q$
    insert into charge_day_totals as t (client_id, day, raised_count, raised_pence, paid_count, paid_pence)
    select k.client_id, e.day, sum(e.raised)::int, sum(e.raised * s.amount_pence), sum(e.paid)::int, sum(e.paid * s.amount_pence)
    from (%s) s
    cross join lateral (values ((s.created_at at time zone 'Europe/London')::date, s.sign, 0),
                               ((s.paid_at at time zone 'Europe/London')::date, 0, case when s.status = 'paid' then s.sign else 0 end)) e(day, raised, paid)
    cross join lateral (values (s.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
    where e.day is not null and (e.raised <> 0 or e.paid <> 0)
    group by 1, 2 order by 1, 2
    on conflict (client_id, day) do update set raised_count = t.raised_count + excluded.raised_count, raised_pence = t.raised_pence + excluded.raised_pence,
      paid_count = t.paid_count + excluded.paid_count, paid_pence = t.paid_pence + excluded.paid_pence$q$, src);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "charges_day_totals_ins" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "charges_day_totals_upd" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_totals_add();
--> statement-breakpoint
CREATE TRIGGER "charges_day_totals_del" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION charge_day_totals_add();
--> statement-breakpoint
-- The charges made before this migration.
INSERT INTO charge_day_totals (client_id, day, raised_count, raised_pence, paid_count, paid_pence)
SELECT k.client_id, e.day, sum(e.raised)::int, sum(e.raised * c.amount_pence), sum(e.paid)::int, sum(e.paid * c.amount_pence)
FROM charges c
CROSS JOIN LATERAL (VALUES ((c.created_at AT TIME ZONE 'Europe/London')::date, 1, 0),
                           ((c.paid_at AT TIME ZONE 'Europe/London')::date, 0, CASE WHEN c.status = 'paid' THEN 1 ELSE 0 END)) e(day, raised, paid)
CROSS JOIN LATERAL (VALUES (c.client_id), ('00000000-0000-0000-0000-000000000000'::uuid)) k(client_id)
WHERE e.day IS NOT NULL AND (e.raised <> 0 OR e.paid <> 0)
GROUP BY 1, 2;
