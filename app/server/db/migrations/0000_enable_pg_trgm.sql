-- Trigram search for the bookings list (drizzle-kit does not emit CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
