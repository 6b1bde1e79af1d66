DROP INDEX "clients_primary_email_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_recorded_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_recorded_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_deposit_recorded_by_users_id_fk" FOREIGN KEY ("deposit_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 7, clients stream): existing duplicates before the unique indexes. The client
-- linked to a login keeps its e-mail / username (else the oldest); every other one gets a marked,
-- still-unique value, a note in its billing notes to review, and an audit row.
WITH ranked AS (
  SELECT id, primary_email,
         row_number() OVER (PARTITION BY lower(primary_email) ORDER BY (user_id IS NULL), created_at, id) AS n
  FROM clients
), changed AS (
  UPDATE clients c
  SET primary_email = regexp_replace(r.primary_email, '@', '+duplicate-' || left(c.id::text, 8) || '@'),
      billing_notes = concat_ws(E'\n', c.billing_notes, 'Primary e-mail ' || r.primary_email || ' was also another client''s: changed by the issue 7 migration, please check.'),
      updated_at = now()
  FROM ranked r
  WHERE r.id = c.id AND r.n > 1
  RETURNING c.id, r.primary_email AS was, c.primary_email AS now_is
)
INSERT INTO audit_log (action, entity_type, entity_id, details)
SELECT 'client.dedupe_email', 'client', id::text, jsonb_build_object('was', was, 'now', now_is, 'by', 'migration') FROM changed;--> statement-breakpoint
WITH ranked AS (
  SELECT id, username,
         row_number() OVER (PARTITION BY lower(username) ORDER BY (user_id IS NULL), created_at, id) AS n
  FROM clients
  WHERE username IS NOT NULL
), changed AS (
  UPDATE clients c
  SET username = r.username || '-' || left(c.id::text, 8),
      billing_notes = concat_ws(E'\n', c.billing_notes, 'Username ' || r.username || ' was also another client''s: changed by the issue 7 migration, please check.'),
      updated_at = now()
  FROM ranked r
  WHERE r.id = c.id AND r.n > 1
  RETURNING c.id, r.username AS was, c.username AS now_is
)
INSERT INTO audit_log (action, entity_type, entity_id, details)
SELECT 'client.dedupe_username', 'client', id::text, jsonb_build_object('was', was, 'now', now_is, 'by', 'migration') FROM changed;--> statement-breakpoint
-- Hand-written (issue 7 C2): task 3 is done only by a paid or recorded deposit. Hand ticks with no
-- deposit are unticked (audited) and the progress of those properties and their clients recomputed.
WITH reset AS (
  UPDATE properties p
  SET onboarding_tasks = (
        SELECT jsonb_agg(CASE WHEN (t->>'id')::int = 3 THEN jsonb_set(t, '{completed}', 'false'::jsonb) ELSE t END ORDER BY o)
        FROM jsonb_array_elements(p.onboarding_tasks) WITH ORDINALITY AS x(t, o)),
      updated_at = now()
  WHERE NOT p.deposit_paid
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.onboarding_tasks) AS e(t) WHERE (t->>'id')::int = 3 AND (t->>'completed')::boolean)
  RETURNING p.id
)
INSERT INTO audit_log (action, entity_type, entity_id, details)
SELECT 'property.onboarding_task', 'property', id::text, '{"taskId":3,"completed":false,"reason":"No deposit paid or recorded (issue 7 migration)"}'::jsonb FROM reset;--> statement-breakpoint
UPDATE properties p
SET onboarding_progress = (
  SELECT round(100.0 * count(*) FILTER (WHERE (t->>'completed')::boolean) / count(*))::int
  FROM jsonb_array_elements(p.onboarding_tasks) AS e(t))
WHERE NOT p.deposit_paid AND jsonb_array_length(p.onboarding_tasks) > 0;--> statement-breakpoint
UPDATE clients c
SET onboarding_progress = coalesce((SELECT round(avg(p.onboarding_progress))::int FROM properties p WHERE p.client_id = c.id AND NOT p.archived), 0)
WHERE EXISTS (SELECT 1 FROM properties p WHERE p.client_id = c.id AND NOT p.deposit_paid);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_primary_email_unique" ON "clients" USING btree (lower("primary_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_username_unique" ON "clients" USING btree (lower("username")) WHERE "clients"."username" is not null;