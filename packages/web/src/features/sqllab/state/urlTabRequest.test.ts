import { describe, expect, it } from 'vitest';
import { readUrlTabRequest } from './urlTabRequest';

const read = (query: string, permalinkKey?: string): ReturnType<typeof readUrlTabRequest> =>
  readUrlTabRequest(new URLSearchParams(query), permalinkKey);

describe('readUrlTabRequest', () => {
  it.each([
    ['', null],
    ['keep=1', null],
    ['new=true', { kind: 'new' }],
    ['new=false', null],
    ['id=17', { kind: 'shared', key: '17' }],
    ['savedQueryId=4', { kind: 'saved', id: 4 }],
    ['savedQueryId=abc', { kind: 'invalid', what: 'query' }],
    ['queryId=run42', { kind: 'past', clientId: 'run42' }],
    ['datasourceKey=7__table', { kind: 'dataset', datasetId: 7, sql: null }],
    ['datasourceKey=7__table&sql=SELECT%201', { kind: 'dataset', datasetId: 7, sql: 'SELECT 1' }],
    ['datasourceKey=x__table', { kind: 'invalid', what: 'dataset' }],
    [
      'sql=SELECT%202&dbid=3&schema=main&name=Mine&autorun=true',
      { kind: 'sql', sql: 'SELECT 2', dbId: 3, dbName: null, schema: 'main', name: 'Mine', autorun: true },
    ],
    [
      'sql=SELECT%202&dbname=examples&title=Old',
      {
        kind: 'sql',
        sql: 'SELECT 2',
        dbId: null,
        dbName: 'examples',
        schema: null,
        name: 'Old',
        autorun: false,
      },
    ],
  ])('reads ?%s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('takes the first request in Superset order: id, savedQueryId, queryId, datasourceKey, sql, new', () => {
    expect(read('sql=SELECT%201&savedQueryId=2&id=9&new=true')).toEqual({ kind: 'shared', key: '9' });
    expect(read('sql=SELECT%201&queryId=q&savedQueryId=2')).toEqual({ kind: 'saved', id: 2 });
    expect(read('sql=SELECT%201&datasourceKey=5__table&queryId=q')).toEqual({ kind: 'past', clientId: 'q' });
    expect(read('new=true&sql=SELECT%201')).toMatchObject({ kind: 'sql' });
  });

  it('opens the permalink of a /sqllab/p/<key> address whatever the parameters say', () => {
    expect(read('id=9', 'AbC')).toEqual({ kind: 'permalink', key: 'AbC' });
  });
});
