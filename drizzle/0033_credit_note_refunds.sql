-- Decision 0194 (amended 2026-11-27): a goodwill credit note's refunds through the payment provider, one row per card
-- payment, written with the credit note and sent after commit (retried by a job with the same idempotency key).
CREATE TYPE "public"."credit_note_refund_status" AS ENUM('pending', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "credit_note_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" "credit_note_refund_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_note_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "credit_note_refunds_amount" CHECK ("credit_note_refunds"."amount_pence" > 0),
	CONSTRAINT "credit_note_refunds_refunded" CHECK ("credit_note_refunds"."status" <> 'refunded' or "credit_note_refunds"."provider_refund_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "credit_note_refunds" ADD CONSTRAINT "credit_note_refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_refunds" ADD CONSTRAINT "credit_note_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_refunds_position_uq" ON "credit_note_refunds" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE INDEX "credit_note_refunds_payment_idx" ON "credit_note_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_note_refunds_due_idx" ON "credit_note_refunds" USING btree ("next_attempt_at") WHERE "credit_note_refunds"."status" = 'pending';