ALTER TABLE "stripe_subscriptions" DROP CONSTRAINT "stripe_subscriptions_user_id_unique";--> statement-breakpoint
ALTER TABLE "changeovers" ADD COLUMN "amount_paid_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stripe_subscriptions_user_idx" ON "stripe_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD CONSTRAINT "stripe_subscriptions_subscription_id_unique" UNIQUE("subscription_id");--> statement-breakpoint
-- Hand-written backfill: invoices already paid were paid in full (the old webhook wrote the amount paid over amount_pence).
UPDATE "changeovers" SET "amount_paid_pence" = "amount_pence" WHERE "invoice_status" = 'paid';
