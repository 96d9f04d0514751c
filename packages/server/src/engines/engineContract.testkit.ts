import { afterAll, beforeAll, describe } from 'vitest';

import { describeCancelContract } from './contract/cancelContract.testkit.js';
import { describeConnectionContract } from './contract/connectionContract.testkit.js';
import { describeExecuteContract } from './contract/executeContract.testkit.js';
import type { ContractContext, EngineFixture } from './contract/fixture.testkit.js';
import { describeIntrospectionContract } from './contract/introspectionContract.testkit.js';
import { describeLoadContract } from './contract/loadContract.testkit.js';
import { describeTimeGrainContract } from './contract/timeGrainContract.testkit.js';

export type { ConnectionFailureCase, EngineFixture } from './contract/fixture.testkit.js';

/**
 * The behaviour every engine must have, run against the real engine: one fresh database per test
 * file, one EngineConnection shared by the suites (as the server shares one per database).
 */
export function describeEngineContract(fixture: EngineFixture): void {
  describe(`${fixture.spec.engineName} engine contract`, () => {
    const ctx = { fixture, q: (name: string) => fixture.spec.quoteIdentifier(name) } as ContractContext;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const database = await fixture.open();
      cleanup = database.cleanup;
      ctx.settings = database.settings;
      ctx.schema = database.schema;
      ctx.connection = fixture.spec.connect(database.settings);
      ctx.run = async (...statements) => {
        for (const statement of statements) await ctx.connection.execute(statement);
      };
    });

    afterAll(async () => {
      await ctx.connection?.close();
      await cleanup?.();
    });

    describeConnectionContract(ctx);
    describeExecuteContract(ctx);
    describeCancelContract(ctx);
    describeIntrospectionContract(ctx);
    describeTimeGrainContract(ctx);
    describeLoadContract(ctx);
  });
}
