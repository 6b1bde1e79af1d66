-- Issue 7, auth app secrets
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Issue 7, clients unique deposit record
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
--> statement-breakpoint
-- Issue 7, payments subscriptions per row
ALTER TABLE "stripe_subscriptions" DROP CONSTRAINT "stripe_subscriptions_user_id_unique";--> statement-breakpoint
ALTER TABLE "changeovers" ADD COLUMN "amount_paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stripe_subscriptions_user_idx" ON "stripe_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD CONSTRAINT "stripe_subscriptions_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
-- Hand-written backfill: invoices already paid were paid in full (the old webhook wrote the amount paid over amount_pence).
UPDATE "changeovers" SET "amount_paid_pence" = "amount_pence" WHERE "invoice_status" = 'paid';
--> statement-breakpoint
-- Issue 7, contracts share revoked
ALTER TABLE "contract_shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_shares" ADD CONSTRAINT "contract_shares_revoked_inactive" CHECK ("contract_shares"."revoked_at" is null or not "contract_shares"."is_active");--> statement-breakpoint
-- Hand-written backfill: links of contracts cancelled before this release end for good, as cancelling now does.
UPDATE "contract_shares" SET "is_active" = false, "revoked_at" = now() WHERE "revoked_at" IS NULL AND "contract_id" IN (SELECT "id" FROM "property_contracts" WHERE "status" = 'cancelled');
--> statement-breakpoint
-- Hand-written backfill: a signed contract keeps only the link it was signed through; its other, unsigned links close (as signing now does).
UPDATE "contract_shares" SET "is_active" = false WHERE "is_active" AND "signed_at" IS NULL AND "contract_id" IN (SELECT "id" FROM "property_contracts" WHERE "status" IN ('signed', 'active'));
--> statement-breakpoint
-- Issue 7, perf list indexes
CREATE INDEX "clients_list_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contract_shares_active_idx" ON "contract_shares" USING btree ("contract_id","created_at" DESC NULLS FIRST) WHERE "contract_shares"."is_active";--> statement-breakpoint
CREATE INDEX "properties_list_idx" ON "properties" USING btree ("archived","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "property_contracts_latest_idx" ON "property_contracts" USING btree ("property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
