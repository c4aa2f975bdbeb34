-- Issue 15: the bookings list's type filter. Its capped count ("mehr als 1.000") read the table until
-- 1 001 active bookings of the type matched (~12 000 rows, 6 ms at 100 000 bookings): the old index on
-- transportart alone could not say which of them are active. With datum and status in the index the
-- count is an index-only scan (0.4 ms), and the page of coming rides reads (transportart, datum) in
-- order. The new index serves every query the old one did (transportart is its first column).
DROP INDEX IF EXISTS "bookings_transportart_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_transportart_datum_status_idx" ON "bookings" USING btree ("transportart","datum","status");
