-- The booking intake's SQL (createBooking in app/server/bookings/create-booking.server.ts, as recorded from
-- one POST /online-buchung on PostgreSQL), statement by statement and round trip by round trip, for
-- pgbench: the database's ceiling for the very transaction the HTTP intake runs (bench c.).
-- Variables: :year and :datum (-D); run with -M extended (parameters, as node-postgres sends them). JSON
-- is built with jsonb_build_object: pgbench would read `:false` inside a literal as a variable.
\set n random(1, 1000000000000)
-- 1. the idempotency key has not been seen (before the transaction)
select id, booking_number from bookings where idempotency_key = 'pgbench-' || :client_id || '-' || :n;
-- 2. slot capacity setting (before the transaction)
select value from app_settings where key = 'slot_capacity';
begin;
-- 3. change event (the application makes the booking's id itself; here the database does, same round trip)
with b as (select gen_random_uuid() as booking_id)
select booking_id, pg_notify('kf_changes', json_build_object('entity', 'booking', 'kind', 'insert', 'id', booking_id, 'source', 'online')::text) as notified from b \gset
-- 4. the gap-free booking number (the counter row stays locked until commit)
insert into booking_number_counters (year, last_value) values (:year, 1)
  on conflict (year) do update set last_value = booking_number_counters.last_value + 1
  returning last_value \gset
-- 5. the booking
insert into bookings (id, booking_number, created_at, updated_at, vorname, nachname, email, telefon, abholadresse,
  zieladresse, datum, uhrzeit, rueckfahrt, rueckfahrt_zeit, rueckfahrt_datum, rueckfahrt_uhrzeit,
  rueckfahrt_abholadresse, rueckfahrt_zieladresse, transportart, besonderheiten, hinweise, pflegegrad, krankenkasse,
  status, assigned_driver_id, bestaetigungs_email, genehmigung_vorhanden, consent_at, consent_version,
  verordnung_datei_id, verordnung_dateiname, verordnung_mime, verordnung_groesse, idempotency_key, quelle)
values (:booking_id, 'KF-' || :year || '-' || lpad(:last_value::text, 5, '0'), default, default, 'Erika',
  'Belastung' || :n, 'erika@example.org', '+496990009101', 'Musterstraße 1, 60311 Frankfurt am Main',
  'Beispielweg 7, 61348 Bad Homburg vor der Höhe', :datum, '07:15', 'keine', null, null, null, null, null, null,
  jsonb_build_object('adipositas', false, 'infektiös', false, 'rollstuhl', false, 'sehbeeinträchtigt', false, 'weitere', false), null, null,
  'AOK Hessen', 'pending', null, 'erika@example.org', false, now(), '2026-11-01', null, null, null, null,
  'pgbench-' || :client_id || '-' || :n, 'online')
on conflict (idempotency_key) do nothing returning id;
-- 6. its history entry
insert into booking_events (id, booking_id, actor_user_id, actor_label, type, data, created_at)
  values (default, :booking_id, null, 'Online-Buchung', 'created', jsonb_build_object('status', 'pending', 'source', 'online', 'prescription', false), default);
-- 7. three outbox jobs in one statement
insert into outbox_jobs (kind, payload, run_at, booking_id) values
  ('booking-email', jsonb_build_object('template', 'confirmation', 'to', 'erika@example.org', 'bookingId', :booking_id::text), now(), :booking_id),
  ('booking-email', jsonb_build_object('template', 'notification', 'to', 'info@example.org', 'bookingId', :booking_id::text), now(), :booking_id),
  ('calendar-sync', jsonb_build_object('action', 'create', 'bookingId', :booking_id::text), now(), :booking_id);
commit;
