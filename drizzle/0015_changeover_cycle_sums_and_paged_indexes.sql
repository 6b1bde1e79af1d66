-- Decision 0175: /changeovers reads each changeover's cycle damage and missing counts from the row (the
-- page and the tiles), kept by the triggers below in the same transaction as the change; /changeovers
-- and /requests page by keyset on the indexes at the end.
ALTER TABLE "changeovers" ADD COLUMN "cycle_damages_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "changeovers" ADD COLUMN "cycle_missing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A changeover's cycle (decision 0081): the card's damage activities from started_at (else collected_at)
-- until returned_at (or on, while in transit).
UPDATE "changeovers" AS c SET "cycle_damages_count" = s.d, "cycle_missing_count" = s.m
FROM (
  SELECT c2.id, sum(la.damages_count)::int AS d, sum(la.missing_count)::int AS m
  FROM "changeovers" AS c2
  JOIN "linen_activities" AS la ON la.linen_card_id = c2.linen_card_id AND la.activity_type = 'damage'
    AND la.created_at >= coalesce(c2.started_at, c2.collected_at) AND (c2.returned_at IS NULL OR la.created_at < c2.returned_at)
  GROUP BY c2.id
) AS s
WHERE c.id = s.id;--> statement-breakpoint
-- A changeover written with a new card or cycle bounds counts its cycle again.
CREATE FUNCTION changeover_cycle_sums() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(sum(la.damages_count), 0)::int, coalesce(sum(la.missing_count), 0)::int
    INTO NEW.cycle_damages_count, NEW.cycle_missing_count
  FROM linen_activities AS la
  WHERE la.linen_card_id = NEW.linen_card_id AND la.activity_type = 'damage'
    AND la.created_at >= coalesce(NEW.started_at, NEW.collected_at)
    AND (NEW.returned_at IS NULL OR la.created_at < NEW.returned_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER changeovers_cycle_sums_insert BEFORE INSERT ON "changeovers"
FOR EACH ROW EXECUTE FUNCTION changeover_cycle_sums();--> statement-breakpoint
CREATE TRIGGER changeovers_cycle_sums_update BEFORE UPDATE OF "linen_card_id", "started_at", "collected_at", "returned_at" ON "changeovers"
FOR EACH ROW WHEN (
  OLD.linen_card_id IS DISTINCT FROM NEW.linen_card_id OR OLD.started_at IS DISTINCT FROM NEW.started_at
  OR OLD.collected_at IS DISTINCT FROM NEW.collected_at OR OLD.returned_at IS DISTINCT FROM NEW.returned_at
) EXECUTE FUNCTION changeover_cycle_sums();--> statement-breakpoint
-- Activities added: each lands in the cycles that hold its card and moment (one statement, set-based).
CREATE FUNCTION linen_activities_cycle_sums_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE changeovers AS c
  SET cycle_damages_count = c.cycle_damages_count + s.d, cycle_missing_count = c.cycle_missing_count + s.m
  FROM (
    SELECT c2.id, sum(a.damages_count)::int AS d, sum(a.missing_count)::int AS m
    FROM added_activities AS a
    JOIN changeovers AS c2 ON c2.linen_card_id = a.linen_card_id AND a.activity_type = 'damage'
      AND a.created_at >= coalesce(c2.started_at, c2.collected_at) AND (c2.returned_at IS NULL OR a.created_at < c2.returned_at)
    GROUP BY c2.id
  ) AS s
  WHERE c.id = s.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER linen_activities_cycle_sums_insert AFTER INSERT ON "linen_activities"
REFERENCING NEW TABLE AS added_activities FOR EACH STATEMENT EXECUTE FUNCTION linen_activities_cycle_sums_added();--> statement-breakpoint
-- Activities removed (a card's deletion cascades; its changeovers go with it).
CREATE FUNCTION linen_activities_cycle_sums_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE changeovers AS c
  SET cycle_damages_count = c.cycle_damages_count - s.d, cycle_missing_count = c.cycle_missing_count - s.m
  FROM (
    SELECT c2.id, sum(a.damages_count)::int AS d, sum(a.missing_count)::int AS m
    FROM removed_activities AS a
    JOIN changeovers AS c2 ON c2.linen_card_id = a.linen_card_id AND a.activity_type = 'damage'
      AND a.created_at >= coalesce(c2.started_at, c2.collected_at) AND (c2.returned_at IS NULL OR a.created_at < c2.returned_at)
    GROUP BY c2.id
  ) AS s
  WHERE c.id = s.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER linen_activities_cycle_sums_delete AFTER DELETE ON "linen_activities"
REFERENCING OLD TABLE AS removed_activities FOR EACH STATEMENT EXECUTE FUNCTION linen_activities_cycle_sums_removed();--> statement-breakpoint
-- An activity whose counts, card, kind or moment change (no code does so today) counts its card's cycles again.
CREATE FUNCTION linen_activities_cycle_sums_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE changeovers AS c SET (cycle_damages_count, cycle_missing_count) = (
    SELECT coalesce(sum(la.damages_count), 0)::int, coalesce(sum(la.missing_count), 0)::int
    FROM linen_activities AS la
    WHERE la.linen_card_id = c.linen_card_id AND la.activity_type = 'damage'
      AND la.created_at >= coalesce(c.started_at, c.collected_at) AND (c.returned_at IS NULL OR la.created_at < c.returned_at)
  )
  WHERE c.linen_card_id IN (OLD.linen_card_id, NEW.linen_card_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER linen_activities_cycle_sums_update AFTER UPDATE OF "linen_card_id", "activity_type", "damages_count", "missing_count", "created_at" ON "linen_activities"
FOR EACH ROW WHEN (
  OLD.linen_card_id IS DISTINCT FROM NEW.linen_card_id OR OLD.activity_type IS DISTINCT FROM NEW.activity_type
  OR OLD.damages_count IS DISTINCT FROM NEW.damages_count OR OLD.missing_count IS DISTINCT FROM NEW.missing_count
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
) EXECUTE FUNCTION linen_activities_cycle_sums_changed();--> statement-breakpoint
CREATE INDEX "changeovers_window_idx" ON "changeovers" USING btree ("collected_at","id","returned_at","cycle_damages_count","cycle_missing_count");--> statement-breakpoint
CREATE INDEX "changeovers_client_window_idx" ON "changeovers" USING btree ("client_id","collected_at","id");--> statement-breakpoint
CREATE INDEX "linen_requests_status_day_idx" ON "linen_requests" USING btree ("status","requested_date","created_at","id");
