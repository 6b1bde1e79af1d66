-- Issue 21, decision 0197 (amended): /stock's sum of property pars, per stock item, kept by the hourly job
-- (one transaction for all items) instead of summed over every property on each load. A null par: no slot fits.
CREATE TABLE "stock_item_pars" (
	"stock_item_id" uuid PRIMARY KEY NOT NULL,
	"par" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_item_pars" ADD CONSTRAINT "stock_item_pars_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;