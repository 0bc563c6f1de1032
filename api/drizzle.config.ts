import { defineConfig } from 'drizzle-kit';

// `pnpm --filter api db:generate` writes a new SQL migration after schema.ts changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
