ALTER TABLE "outbox" ADD COLUMN "about_user_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "about_client_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_about_user_idx" ON "outbox" USING btree ("about_user_id") WHERE "outbox"."about_user_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_about_client_idx" ON "outbox" USING btree ("about_client_id") WHERE "outbox"."about_client_id" is not null;--> statement-breakpoint
-- Accounts erased before this migration (decision 0146): marked erased, off every list and the board.
UPDATE "users" SET "erased_at" = "updated_at" WHERE "erased_at" IS NULL AND "email" LIKE 'user-%@erased.invalid';--> statement-breakpoint
UPDATE "clients" SET "status" = 'lost' WHERE "erased_at" IS NOT NULL AND "status" <> 'lost';--> statement-breakpoint
UPDATE "properties" SET "archived" = true, "archived_at" = coalesce("archived_at", now()) WHERE NOT "archived" AND "client_id" IN (SELECT "id" FROM "clients" WHERE "erased_at" IS NOT NULL);--> statement-breakpoint
UPDATE "linen_cards" SET "archived" = true, "updated_at" = now() WHERE NOT "archived" AND "client_id" IN (SELECT "id" FROM "clients" WHERE "erased_at" IS NOT NULL);
