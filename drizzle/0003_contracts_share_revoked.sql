ALTER TABLE "contract_shares" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_shares" ADD CONSTRAINT "contract_shares_revoked_inactive" CHECK ("contract_shares"."revoked_at" is null or not "contract_shares"."is_active");--> statement-breakpoint
-- Hand-written backfill: links of contracts cancelled before this release end for good, as cancelling now does.
UPDATE "contract_shares" SET "is_active" = false, "revoked_at" = now() WHERE "revoked_at" IS NULL AND "contract_id" IN (SELECT "id" FROM "property_contracts" WHERE "status" = 'cancelled');
--> statement-breakpoint
-- Hand-written backfill: a signed contract keeps only the link it was signed through; its other, unsigned links close (as signing now does).
UPDATE "contract_shares" SET "is_active" = false WHERE "is_active" AND "signed_at" IS NULL AND "contract_id" IN (SELECT "id" FROM "property_contracts" WHERE "status" IN ('signed', 'active'));
