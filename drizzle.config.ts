import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './app/server/db/schema.ts',
  out: './app/server/db/migrations',
  casing: 'snake_case',
});
