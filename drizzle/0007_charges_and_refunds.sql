CREATE TYPE "public"."charge_kind" AS ENUM('late_changeover', 'late_payment');--> statement-breakpoint
CREATE TYPE "public"."charge_status" AS ENUM('pending', 'paid', 'waived');--> statement-breakpoint
CREATE TYPE "public"."deposit_refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" charge_kind NOT NULL,
	"dedupe_key" text NOT NULL,
	"client_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"linen_card_id" uuid,
	"period" integer,
	"on_beds_since" timestamp with time zone,
	"subject_type" text,
	"subject_id" uuid,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"status" charge_status DEFAULT 'pending' NOT NULL,
	"created_by" text,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"waived_at" timestamp with time zone,
	"waived_by" text,
	"waive_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_range" CHECK ("charges"."amount_pence" > 0 and "charges"."amount_pence" <= 10000000),
	CONSTRAINT "charges_paid_fields" CHECK (("charges"."status" = 'paid') = ("charges"."paid_at" is not null)),
	CONSTRAINT "charges_waived_fields" CHECK (("charges"."status" = 'waived') = ("charges"."waived_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"client_id" uuid,
	"deposit_pence" integer NOT NULL,
	"withheld_pence" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer NOT NULL,
	"withheld" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text,
	"provider_refund_id" text,
	"status" "deposit_refund_status" DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_by" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refunds_property_id_unique" UNIQUE("property_id"),
	CONSTRAINT "deposit_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "deposit_refunds_amounts" CHECK ("deposit_refunds"."amount_pence" >= 0 and "deposit_refunds"."withheld_pence" >= 0 and "deposit_refunds"."amount_pence" + "deposit_refunds"."withheld_pence" = "deposit_refunds"."deposit_pence")
);
--> statement-breakpoint
ALTER TABLE "property_contracts" ADD COLUMN "late_changeover_pence" integer;--> statement-breakpoint
ALTER TABLE "property_contracts" ADD COLUMN "late_changeover_every_days" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_linen_card_id_linen_cards_id_fk" FOREIGN KEY ("linen_card_id") REFERENCES "public"."linen_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_once_uq" ON "charges" USING btree ("kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "charges_client_status_idx" ON "charges" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "charges_created_idx" ON "charges" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_card_idx" ON "charges" USING btree ("linen_card_id","status");--> statement-breakpoint
CREATE INDEX "charges_property_idx" ON "charges" USING btree ("property_id","status");--> statement-breakpoint
ALTER TABLE "property_contracts" ADD CONSTRAINT "property_contracts_late_changeover_range" CHECK (("property_contracts"."late_changeover_pence" is null or "property_contracts"."late_changeover_pence" between 0 and 10000000) and ("property_contracts"."late_changeover_every_days" is null or "property_contracts"."late_changeover_every_days" between 1 and 365));