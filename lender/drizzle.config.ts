import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lender/db/schema.ts',
  out: './lender/drizzle',
});
