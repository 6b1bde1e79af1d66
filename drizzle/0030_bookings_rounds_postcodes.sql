CREATE TYPE "public"."booking_source" AS ENUM('ical', 'guesty', 'hostfully');--> statement-breakpoint
CREATE TABLE "booking_webhook_deliveries" (
	"property_id" uuid NOT NULL,
	"delivery_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_webhook_deliveries_property_id_delivery_key_pk" PRIMARY KEY("property_id","delivery_key")
);
--> statement-breakpoint
CREATE TABLE "booking_webhooks" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"system" "booking_source" NOT NULL,
	"secret" text NOT NULL,
	"external_listing_id" text,
	"last_received_at" timestamp with time zone,
	"last_error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_webhooks_system_ck" CHECK ("booking_webhooks"."system" <> 'ical')
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"property_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"source" "booking_source" NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"check_in_time" text,
	"check_out_time" text,
	"guests" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"source_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_property_id_uid_pk" PRIMARY KEY("property_id","uid")
);
--> statement-breakpoint
CREATE TABLE "postcode_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text,
	"imported_by" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_kept" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "postcode_points" (
	"postcode" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_orders" (
	"day" date PRIMARY KEY NOT NULL,
	"stop_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_calendars" ADD COLUMN "stale_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linen_requests" ADD COLUMN "booking_gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_webhook_deliveries" ADD CONSTRAINT "booking_webhook_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_webhooks" ADD CONSTRAINT "booking_webhooks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_webhooks" ADD CONSTRAINT "booking_webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postcode_imports" ADD CONSTRAINT "postcode_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_orders" ADD CONSTRAINT "round_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_webhook_deliveries_received_idx" ON "booking_webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "bookings_check_out_idx" ON "bookings" USING btree ("check_out","property_id");--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in","property_id");--> statement-breakpoint
CREATE INDEX "linen_requests_booking_gone_idx" ON "linen_requests" USING btree ("booking_gone_at") WHERE "linen_requests"."booking_gone_at" is not null;