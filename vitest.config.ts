import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@server': r('./src/server'), '@web': r('./src/web') };

/**
 * Browser journeys: one build and one server for both e2e projects (tests/e2e/global-setup.ts).
 * expect.poll waits up to 15 s, not Vitest's default 1 s: a page that hydrates
 * in 1.2 s on a loaded CI machine is not broken (stop 27's CI failed that way in auth.spec).
 * A journey may take 150 s: the longest ones (a booking calendar linked, synced and accepted, on a phone
 * and on a desktop) took 48 s alone and 87-90 s beside another journey on 2 cores (stop 31's full run).
 */
const e2e = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 150_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 15_000 } },
};

/**
 * Journeys that may not overlap others (decision 0170): a reset of the demo owner's password ends the
 * owner's sessions (clients); counts of the owner's properties, contracts and orders read before and
 * after (portal, payments); the provider's charge settings changed for a while (hire-clock); and the
 * newest audit entry or the month's report read from the API and then from the screen or a CSV
 * (audit-mydata, reports), which another journey's card moves would change in between.
 */
const E2E_SERIAL = [
  'tests/e2e/clients.spec.ts',
  'tests/e2e/portal.spec.ts',
  'tests/e2e/payments.spec.ts',
  'tests/e2e/hire-clock.spec.ts',
  'tests/e2e/audit-mydata.spec.ts',
  'tests/e2e/reports.spec.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'tests/docs/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file has a database of its own (tests/api/harness.ts), so files run side by side;
          // on PostgreSQL each is a copy of one template migrated once (decision 0170).
          globalSetup: ['tests/api/global-setup.ts'],
          maxWorkers: 2,
          // A group of its own (projects in one group share maxWorkers): after unit, before the browser.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          exclude: E2E_SERIAL,
          ...e2e,
          // Two journeys at once against the one server, each file with its own Chromium (decision 0170).
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e-serial',
          include: E2E_SERIAL,
          ...e2e,
          // One file at a time, before the parallel ones: these change or count what other journeys
          // share, and run on the demo data before the other journeys have added to it (the owner's
          // portal lists every property of the owner, and grows slow to check with each one).
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
