-- The booking intake's SQL (createBooking in app/server/bookings/create-booking.server.ts and insertBooking in
-- insert-booking.server.ts, as recorded from one POST /online-buchung/absenden on PostgreSQL with the default
-- slot capacity 0 and the bench's booking without a return ride, tests/support/booking-form.ts), statement by
-- statement and round trip by round trip, for pgbench: the database's ceiling for the very work the HTTP
-- intake does (bench c.). Variables: :year and :datum (-D); run with -M extended (parameters, as
-- node-postgres sends them). JSON is built with jsonb_build_object: pgbench would read `:false` inside a
-- literal as a variable. Since issue 36 the statement writes the booking's outbound leg (trip_legs) beside
-- the row, with the same date, time and addresses: migration 0021's trigger on trip_legs then finds the
-- booking's ride columns already agreeing, and its deferred check finds the leg at commit.
\set n random(1, 1000000000000)
-- 1. one round trip before any work: the slot capacity setting and a booking with this idempotency key
select (select value from app_settings where key = 'slot_capacity') as capacity, bookings.id, bookings.booking_number
  from (select 1) as one left join bookings on bookings.idempotency_key = 'pgbench-' || :client_id || '-' || :n;
-- 2. one statement, committed on its own (no surrounding transaction with capacity 0): the gap-free number,
--    the booking, its outbound leg, its history entry, three outbox jobs and the change event (the
--    application makes the booking's id itself; here the statement does, once, in `ids`)
with ids as (select gen_random_uuid() as booking_id),
  number as (insert into booking_number_counters (year, last_value) values (:year, 1)
    on conflict (year) do update set last_value = booking_number_counters.last_value + 1
    returning last_value),
  created as (insert into bookings (id, booking_number, created_at, updated_at, vorname, nachname, email, telefon, abholadresse,
      zieladresse, datum, uhrzeit, rueckfahrt, rueckfahrt_zeit, rueckfahrt_datum, rueckfahrt_uhrzeit,
      rueckfahrt_abholadresse, rueckfahrt_zieladresse, transportart, besonderheiten, hinweise, pflegegrad, krankenkasse,
      begleitpersonen, status, assigned_driver_id, patienten_id, bestaetigungs_email, genehmigung_vorhanden, consent_at,
      consent_version, verordnung_datei_id, verordnung_dateiname, verordnung_mime, verordnung_groesse, entfernung_km,
      idempotency_key, quelle)
    values ((select booking_id from ids), (select 'KF-' || :year || '-' || lpad((last_value)::text, 5, '0') from number), default, default,
      'Erika', 'Belastung' || :n, 'erika@example.org', '+496990009101', 'Musterstraße 1, 60311 Frankfurt am Main',
      'Beispielweg 7, 61348 Bad Homburg vor der Höhe', :datum, '07:15', 'keine', null, null, null, null, null, null,
      jsonb_build_object('adipositas', false, 'infektiös', false, 'rollstuhl', false, 'sehbeeinträchtigt', false, 'weitere', false),
      null, null, 'AOK Hessen', default, 'pending', null, default, 'erika@example.org', false, now(), '2026-11-01', null, null,
      null, null, default, 'pgbench-' || :client_id || '-' || :n, 'online')
    returning booking_number),
  legs as (insert into trip_legs (id, booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse, driver_id,
      vehicle_id, status, notes, km, wartezeit_minuten, abgesetzt_um, released_driver_id, created_at, updated_at)
    values (default, (select booking_id from ids), 'hin', 'fest', :datum, '07:15', 'Musterstraße 1, 60311 Frankfurt am Main',
      'Beispielweg 7, 61348 Bad Homburg vor der Höhe', null, null, 'geplant', null, default, default, default, default,
      default, default)),
  event as (insert into booking_events (id, booking_id, actor_user_id, actor_label, type, data, created_at)
    values (default, (select booking_id from ids), null, 'Online-Buchung', 'created', jsonb_build_object('status', 'pending', 'source', 'online', 'prescription', false), default)),
  jobs as (insert into outbox_jobs (kind, payload, run_at, booking_id) values
    ('booking-email', jsonb_build_object('template', 'confirmation', 'to', 'erika@example.org', 'bookingId', (select booking_id from ids)::text), now(), (select booking_id from ids)),
    ('booking-email', jsonb_build_object('template', 'notification', 'to', 'info@musterfirma-krankenfahrten.example', 'bookingId', (select booking_id from ids)::text), now(), (select booking_id from ids)),
    ('calendar-sync', jsonb_build_object('action', 'create', 'bookingId', (select booking_id from ids)::text), now(), (select booking_id from ids)))
select booking_number, pg_notify('kf_changes', json_build_object('entity', 'booking', 'kind', 'insert', 'id', (select booking_id from ids), 'source', 'online')::text) from created;
