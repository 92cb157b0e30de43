import { defineConfig } from 'drizzle-kit';

// Paths are relative to lender/ (npm run db:generate runs drizzle-kit there, as the lender package's script).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './drizzle',
});
