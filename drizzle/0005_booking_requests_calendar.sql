CREATE TYPE "public"."linen_request_source" AS ENUM('owner', 'staff', 'booking');--> statement-breakpoint
CREATE TABLE "booking_calendars" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"stage" text DEFAULT '' NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linen_requests" ADD COLUMN "source" "linen_request_source" DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "linen_requests" ADD COLUMN "booking_uid" text;--> statement-breakpoint
ALTER TABLE "linen_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "booking_calendars" ADD CONSTRAINT "booking_calendars_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_calendars" ADD CONSTRAINT "booking_calendars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_uq" ON "reminder_sends" USING btree ("kind","subject_id","stage","recipient");--> statement-breakpoint
ALTER TABLE "linen_requests" ADD CONSTRAINT "linen_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_date_idx" ON "calendar_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "linen_requests_date_idx" ON "linen_requests" USING btree ("requested_date");--> statement-breakpoint
CREATE INDEX "linen_requests_property_idx" ON "linen_requests" USING btree ("property_id","requested_date");--> statement-breakpoint
CREATE UNIQUE INDEX "linen_requests_booking_uq" ON "linen_requests" USING btree ("property_id","booking_uid");