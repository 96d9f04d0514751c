import { describe, expect, it } from 'vitest';

import { engineError } from './executeContract.testkit.js';
import type { ContractContext } from './fixture.testkit.js';

/** testConnection: succeeds on the test database; each typical failure has its type and a clear message. */
export function describeConnectionContract(ctx: ContractContext): void {
  describe('testConnection', () => {
    it('passes on a reachable database', async () => {
      await expect(ctx.connection.testConnection()).resolves.toBeUndefined();
    });

    it('maps each typical failure to its error type, without the password', async () => {
      const cases = await ctx.fixture.connectionFailures(ctx.settings);
      expect(cases.length).toBeGreaterThan(0);
      for (const failure of cases) {
        const connection = ctx.fixture.spec.connect(failure.settings);
        try {
          const error = await engineError(connection.testConnection());
          expect({ case: failure.name, type: error.errorType }).toEqual({
            case: failure.name,
            type: failure.errorType,
          });
          expect(error.message).toMatch(failure.message);
          if (failure.secret) expect(error.message).not.toContain(failure.secret);
          expect(error.message).not.toContain(ctx.settings.password ?? '\u0000');
        } finally {
          await connection.close();
        }
      }
    });
  });
}
