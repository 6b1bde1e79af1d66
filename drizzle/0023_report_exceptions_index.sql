-- Issue 21, decision 0184: the reports' exceptions, newest update first a page at a time, walk this index
-- backward (the keyset is (updated_at, id)): the current cards in a status with a clock, the only ones
-- that can be overdue. The query states the predicate as it is (PostgreSQL does not prove it from the OR
-- of the two clocks), so the walk reads the clocked cards in order and stops after a page of exceptions,
-- instead of fetching every overdue card and sorting them, or walking every card on linen_cards_updated_idx.
CREATE INDEX "linen_cards_exceptions_idx" ON "linen_cards" USING btree ("updated_at","id") WHERE not "linen_cards"."archived" and "linen_cards"."status" in ('on_beds', 'changeover_due', 'in_transit');
