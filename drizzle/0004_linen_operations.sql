CREATE TABLE "linen_card_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"linen_card_id" uuid NOT NULL,
	"actor_user_id" text,
	"kind" text NOT NULL,
	"from_status" "linen_card_status",
	"to_status" "linen_card_status",
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "linen_activities" ADD COLUMN "stock_item_id" uuid;--> statement-breakpoint
ALTER TABLE "linen_activities" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "linen_cards" ADD COLUMN "label_code" text DEFAULT upper(substr(replace(gen_random_uuid()::text,'-',''),1,12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "linen_card_events" ADD CONSTRAINT "linen_card_events_linen_card_id_linen_cards_id_fk" FOREIGN KEY ("linen_card_id") REFERENCES "public"."linen_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linen_card_events" ADD CONSTRAINT "linen_card_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linen_card_events_card_idx" ON "linen_card_events" USING btree ("linen_card_id","created_at");--> statement-breakpoint
ALTER TABLE "linen_activities" ADD CONSTRAINT "linen_activities_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linen_activities_card_idx" ON "linen_activities" USING btree ("linen_card_id","created_at");--> statement-breakpoint
CREATE INDEX "linen_cards_sweep_idx" ON "linen_cards" USING btree ("status","on_beds_since") WHERE not "linen_cards"."archived";--> statement-breakpoint
CREATE INDEX "linen_cards_client_updated_idx" ON "linen_cards" USING btree ("client_id","updated_at");--> statement-breakpoint
ALTER TABLE "linen_cards" ADD CONSTRAINT "linen_cards_label_code_unique" UNIQUE("label_code");