import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, resolveFeatureFlags } from './featureFlags.js';

describe('resolveFeatureFlags', () => {
  it("keeps Superset's defaults unless configured, and passes other flags through", () => {
    expect(resolveFeatureFlags({})).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(resolveFeatureFlags({ SQLLAB_BACKEND_PERSISTENCE: false, ALERT_REPORTS: true })).toEqual({
      DISABLE_LEGACY_DATASOURCE_EDITOR: true,
      SQLLAB_BACKEND_PERSISTENCE: false,
      DASHBOARD_RBAC: false,
      DASHBOARD_CROSS_FILTERS: true,
      HORIZONTAL_FILTER_BAR: false,
      ALERT_REPORTS: true,
    });
  });
});
