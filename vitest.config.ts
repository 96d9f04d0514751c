import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; @loupe/core resolves to its sources so tests never need a build.
const core = fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@loupe/core': core } },
  test: {
    projects: [
      {
        resolve: { alias: { '@loupe/core': core } },
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@loupe/core': core } },
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/testing/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@loupe/core': core } },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/web/src/testing/setup.ts'],
          // Page tests render the whole app shell; on a loaded two-core machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
