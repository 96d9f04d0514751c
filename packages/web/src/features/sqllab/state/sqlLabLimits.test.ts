import { describe, expect, it } from 'vitest';
import { queryLimitOptions, sqlLabLimits } from './sqlLabLimits';

describe('sqlLabLimits', () => {
  it("reads the server's common.conf", () => {
    const bootstrap = {
      tab_state_ids: [],
      common: { conf: { DEFAULT_SQLLAB_LIMIT: 250, DISPLAY_MAX_ROW: 5000, SQL_MAX_ROW: 5000 } },
    };
    expect(sqlLabLimits(bootstrap)).toEqual({ defaultLimit: 250, maxRow: 5000 });
  });

  it("falls back to Superset's defaults when the server does not say", () => {
    expect(sqlLabLimits(undefined)).toEqual({ defaultLimit: 1000, maxRow: 100_000 });
    expect(sqlLabLimits({ tab_state_ids: [] })).toEqual({ defaultLimit: 1000, maxRow: 100_000 });
    expect(sqlLabLimits({ common: { conf: { DEFAULT_SQLLAB_LIMIT: 0, SQL_MAX_ROW: 'x' } } })).toEqual({
      defaultLimit: 1000,
      maxRow: 100_000,
    });
  });
});

describe('queryLimitOptions', () => {
  it('offers powers of ten up to the maximum, as Superset does', () => {
    expect(queryLimitOptions(100_000)).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(queryLimitOptions(10_000)).toEqual([10, 100, 1000, 10_000]);
    expect(queryLimitOptions(5000)).toEqual([10, 100, 1000, 5000]);
  });

  it("keeps a tab's own limit in the list", () => {
    expect(queryLimitOptions(10_000, 250)).toEqual([10, 100, 250, 1000, 10_000]);
    expect(queryLimitOptions(10_000, 1000)).toEqual([10, 100, 1000, 10_000]);
  });
});
