ALTER TABLE "checkout_sessions" ADD COLUMN "subject_id" text;--> statement-breakpoint
-- Issue 19 L1: what each checkout pays for, from its reference (a purchase from /pricing names nothing).
UPDATE "checkout_sessions" SET "subject_id" = CASE "purpose"
    WHEN 'deposit' THEN "reference"->>'propertyId'
    WHEN 'collection' THEN "reference"->>'changeoverId'
    WHEN 'damage' THEN "reference"->>'activityId'
    WHEN 'charge' THEN "reference"->>'chargeId'
  END;--> statement-breakpoint
-- One open checkout per user, purpose and subject: older open duplicates are expired (the newest stays).
UPDATE "checkout_sessions" SET "status" = 'expired'
WHERE "status" = 'open' AND "subject_id" IS NOT NULL
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "purpose", "subject_id") "id" FROM "checkout_sessions"
    WHERE "status" = 'open' AND "subject_id" IS NOT NULL
    ORDER BY "user_id", "purpose", "subject_id", "created_at" DESC, "id" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_uq" ON "checkout_sessions" USING btree ("user_id","purpose","subject_id") WHERE "checkout_sessions"."status" = 'open' and "checkout_sessions"."subject_id" is not null;
