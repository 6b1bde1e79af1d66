-- Issue 19 L1: one active unsigned share link per contract. Older duplicates are closed (the newest stays).
UPDATE "contract_shares" SET "is_active" = false
WHERE "is_active" AND "signed_at" IS NULL
  AND "id" NOT IN (
    SELECT DISTINCT ON ("contract_id") "id" FROM "contract_shares"
    WHERE "is_active" AND "signed_at" IS NULL
    ORDER BY "contract_id", "created_at" DESC, "id" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "contract_shares_one_open_uq" ON "contract_shares" USING btree ("contract_id") WHERE "contract_shares"."is_active" and "contract_shares"."signed_at" is null;--> statement-breakpoint
-- Issue 19 M2: one billing subscription per user and product. A duplicate found now (the oldest stays) is
-- marked canceled here and audited, so staff cancel it at the payment provider and refund it.
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "details")
SELECT 'subscription.duplicate_found', 'subscription', COALESCE(s."subscription_id", s."id"::text),
       jsonb_build_object('userId', s."user_id", 'priceId', s."price_id", 'status', s."subscription_status",
                          'note', 'The same subscription was billing twice: cancel this one at the payment provider and refund it')
FROM "stripe_subscriptions" s
WHERE s."subscription_status" IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
  AND s."id" NOT IN (
    SELECT DISTINCT ON ("user_id", "price_id") "id" FROM "stripe_subscriptions"
    WHERE "subscription_status" IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
    ORDER BY "user_id", "price_id", "created_at", "id"
  );--> statement-breakpoint
UPDATE "stripe_subscriptions" SET "subscription_status" = 'canceled', "updated_at" = now()
WHERE "subscription_status" IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
  AND "id" NOT IN (
    SELECT DISTINCT ON ("user_id", "price_id") "id" FROM "stripe_subscriptions"
    WHERE "subscription_status" IN ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')
    ORDER BY "user_id", "price_id", "created_at", "id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_subscriptions_one_billing_uq" ON "stripe_subscriptions" USING btree ("user_id","price_id") WHERE "stripe_subscriptions"."subscription_status" in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete');
