import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes SQL migrations for src/db/schema/ into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
