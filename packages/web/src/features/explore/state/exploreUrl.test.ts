import { describe, expect, it } from 'vitest';
import { parseExploreUrl } from './exploreUrl';

const parse = (search: string, key?: string) => parseExploreUrl(new URLSearchParams(search), key);

describe('parseExploreUrl', () => {
  it('reads a saved chart, a dataset by datasource_id/type, and the other flags', () => {
    expect(parse('slice_id=12&force=true&standalone=1')).toEqual({
      query: { slice_id: 12 },
      vizType: null,
      standalone: true,
      force: true,
      formData: null,
    });
    expect(parse('datasource_type=table&datasource_id=3&viz_type=pie').query).toEqual({
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(parse('datasource_type=table&datasource_id=3&viz_type=pie').vizType).toBe('pie');
  });

  it('takes dataset_id and datasource=<id>__<type> as Superset links do', () => {
    expect(parse('dataset_id=7').query).toEqual({ datasource_id: 7, datasource_type: 'table' });
    expect(parse('datasource=9__table').query).toEqual({ datasource_id: 9, datasource_type: 'table' });
  });

  it('reads form data carried in the address, and keys and permalinks', () => {
    const request = parse(
      `form_data=${encodeURIComponent('{"slice_id":4,"viz_type":"table"}')}&form_data_key=abc`,
    );
    expect(request.query).toEqual({ slice_id: 4, form_data_key: 'abc' });
    expect(request.vizType).toBe('table');
    expect(parse('', 'perma1').query).toEqual({ permalink_key: 'perma1' });
  });

  it('has no query when nothing names what to explore (the Missing URL parameters case)', () => {
    expect(parse('viz_type=pie&slice_id=abc&datasource_id=-1').query).toBeNull();
    expect(parse('form_data=not-json').query).toBeNull();
  });
});
