CREATE TABLE "damage_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linen_activities" ADD COLUMN "charge_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "linen_activities" ADD COLUMN "charge_requested_by" text;--> statement-breakpoint
ALTER TABLE "stock_items" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "damage_photos" ADD CONSTRAINT "damage_photos_activity_id_linen_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."linen_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_photos" ADD CONSTRAINT "damage_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_photos_activity_idx" ON "damage_photos" USING btree ("activity_id","created_at");--> statement-breakpoint
ALTER TABLE "linen_activities" ADD CONSTRAINT "linen_activities_charge_requested_by_users_id_fk" FOREIGN KEY ("charge_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);