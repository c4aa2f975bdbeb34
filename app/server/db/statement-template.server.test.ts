import { getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.server';
import * as schema from './schema';
import { addValues, buildTemplate, fillTemplate, placeholdersOf, shapeOf } from './statement-template.server';

// Built only, never run: the pool connects on the first query, and there is none here.
const db = drizzle(new pg.Pool(), { schema, casing: 'snake_case' }) as unknown as Db;

describe('statement templates', () => {
  const row = {
    bookingId: '9b0e4c55-4b8e-4a39-8f43-0f6d1f0f0a11',
    actorUserId: null,
    actorLabel: 'Online-Buchung',
    type: 'created',
    data: { status: 'pending' },
    createdAt: undefined,
  };

  it('fills placeholders as the builder stores the values: null stays null, jsonb as JSON, undefined fields left to the default', () => {
    const template = buildTemplate(
      db,
      sql`${db.insert(schema.bookingEvents).values(placeholdersOf('event', row)).getSQL()} returning "id"`,
    );
    const direct = db.insert(schema.bookingEvents).values(row).returning({ id: schema.bookingEvents.id }).toSQL();
    expect(template.sql).toBe(direct.sql);
    expect(fillTemplate(template, addValues({}, 'event', row))).toEqual(direct.params);
    expect(shapeOf(row)).toBe('bookingId,actorUserId,actorLabel,type,data,');
  });

  it('stores a timestamp as the builder does and refuses a missing value', () => {
    const job = {
      kind: 'calendar-sync',
      payload: { action: 'create' },
      runAt: new Date('2026-06-10T10:00:00Z'),
      bookingId: null,
    };
    const template = buildTemplate(db, db.insert(schema.outboxJobs).values(placeholdersOf('job', job)).getSQL());
    expect(fillTemplate(template, addValues({}, 'job', job))).toEqual(
      db.insert(schema.outboxJobs).values(job).toSQL().params,
    );
    expect(() => fillTemplate(template, {})).toThrow(/no value for placeholder job\.kind/);
  });

  it('the booking statement’s tables have no $defaultFn, which a template would evaluate once for all rows', () => {
    for (const table of [schema.bookings, schema.bookingEvents, schema.outboxJobs, schema.bookingNumberCounters]) {
      for (const [name, column] of Object.entries(getTableColumns(table)))
        expect(column.defaultFn, name).toBeUndefined();
    }
  });
});
