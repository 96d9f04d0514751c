import { describe, expect, it } from 'vitest';
import { downloadName } from './downloads';

describe('downloadName', () => {
  it('keeps letters and digits of the chart name and stamps the time', () => {
    expect(downloadName('Delay / origin: top 5', 'csv', new Date('2026-11-24T10:11:12.345Z'))).toBe(
      'Delay_origin_top_5_2026-11-24T10-11-12.csv',
    );
    expect(downloadName('  ', 'png', new Date('2026-01-02T03:04:05Z'))).toBe('chart_2026-01-02T03-04-05.png');
  });
});
