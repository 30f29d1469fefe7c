import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes SQL migrations for src/db/schema.ts into drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
