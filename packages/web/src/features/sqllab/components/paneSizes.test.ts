import { beforeEach, describe, expect, it } from 'vitest';
import { paneLayoutId, prunePaneSizes } from './paneSizes';

describe('prunePaneSizes', () => {
  beforeEach(() => localStorage.clear());

  it('drops the sizes of closed tabs only, and nothing that is not a SQL Lab layout', () => {
    const key = (id: string): string => `react-resizable-panels:${id}`;
    localStorage.setItem(key(`${paneLayoutId(1, 'rows')}`), '{}');
    localStorage.setItem(key(`${paneLayoutId(1, 'columns')}:sqllab-1-schema:sqllab-1-main`), '{}');
    localStorage.setItem(key(`${paneLayoutId(12, 'rows')}`), '{}');
    localStorage.setItem(key(`${paneLayoutId(-2, 'rows')}`), '{}');
    localStorage.setItem(key(`${paneLayoutId(-3, 'rows')}`), '{}');
    localStorage.setItem(key('something-else'), '{}');
    localStorage.setItem('theme', 'dark');

    prunePaneSizes(localStorage, [1, -3]);

    expect(Object.keys(localStorage).sort()).toEqual(
      [
        key('loupe-sqllab-1-columns:sqllab-1-schema:sqllab-1-main'),
        key('loupe-sqllab-1-rows'),
        key('loupe-sqllab--3-rows'),
        key('something-else'),
        'theme',
      ].sort(),
    );
  });
});
