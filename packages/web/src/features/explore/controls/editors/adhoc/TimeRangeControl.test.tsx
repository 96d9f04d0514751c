import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../../../testing/fakeServer';
import { TimeRangeControl } from './TimeRangeControl';
import { renderEditor } from './testkit';
import { DEFAULT_CUSTOM, encodeCustom, guessFrame, parseCustom } from './timeRangeStrings';

const PATH = '/api/v1/time_range/';
// The real server's answer to 'garbage : now'.
const BAD = 'Unexpected time range: Cannot parse time string [garbage]';

/** The server as Loupe's: evaluates known strings, refuses 'garbage' with a 400 message. */
function timeRangeServer() {
  return installFakeServer().on('GET', PATH, ({ q }) => {
    const timeRange = typeof q === 'string' ? q : '';
    if (timeRange.includes('garbage')) return { status: 400, body: { message: BAD } };
    return {
      body: {
        result: [{ since: '2026-11-17T00:00:00', until: '2026-11-24T00:00:00', timeRange, shift: null }],
      },
    };
  });
}

function apply() {
  return screen.getByRole('button', { name: 'APPLY' });
}

describe('TimeRangeControl', () => {
  it('writes Last week and shows the actual range the server computes', async () => {
    const server = timeRangeServer();
    const { onChange } = renderEditor(TimeRangeControl, 'TimeRangeControl', 'No filter');
    fireEvent.click(screen.getByRole('button', { name: /No filter/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Last' }));
    expect((await screen.findByTestId('actual-time-range')).textContent).toBe(
      '2026-11-17T00:00:00 ≤ col < 2026-11-24T00:00:00',
    );
    expect(server.requestsTo('GET', PATH).map((r) => r.q)).toContain('Last week');
    fireEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    await waitFor(() => expect(apply()).toHaveProperty('disabled', false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('Last month');
  });

  it('defaults Previous to previous calendar week', async () => {
    timeRangeServer();
    const { onChange } = renderEditor(TimeRangeControl, 'TimeRangeControl', 'Last week');
    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Previous' }));
    await waitFor(() => expect(apply()).toHaveProperty('disabled', false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('previous calendar week');
  });

  it('keeps APPLY disabled and shows the server message while the range is invalid', async () => {
    timeRangeServer();
    const { onChange } = renderEditor(TimeRangeControl, 'TimeRangeControl', 'No filter');
    fireEvent.click(screen.getByRole('button', { name: /No filter/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Advanced' }));
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE)'), { target: { value: 'garbage' } });
    fireEvent.change(screen.getByLabelText('END (EXCLUSIVE)'), { target: { value: 'now' } });
    expect(await screen.findByText(BAD)).toBeTruthy();
    expect(apply()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('START (INCLUSIVE)'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(apply()).toHaveProperty('disabled', false));
    fireEvent.click(apply());
    expect(onChange).toHaveBeenCalledWith('2020-01-01 : now');
  });

  it('CANCEL discards the draft', async () => {
    timeRangeServer();
    const { onChange } = renderEditor(TimeRangeControl, 'TimeRangeControl', 'Last week');
    fireEvent.click(screen.getByRole('button', { name: /Last week/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'No filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('time range strings', () => {
  it('encodes the default custom range as Superset (7 days before midnight today)', () => {
    expect(encodeCustom(DEFAULT_CUSTOM)).toBe('DATEADD(DATETIME("today"), -7, day) : today');
    expect(
      encodeCustom({
        ...DEFAULT_CUSTOM,
        sinceMode: 'specific',
        sinceDatetime: '2024-01-01T00:00:00',
        untilMode: 'now',
      }),
    ).toBe('2024-01-01T00:00:00 : now');
    expect(
      encodeCustom({ ...DEFAULT_CUSTOM, untilMode: 'relative', untilGrainValue: 1, untilGrain: 'week' }),
    ).toBe('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 1, week)');
  });

  it('recognises the range type of a stored value', () => {
    expect(guessFrame('No filter')).toBe('No filter');
    expect(guessFrame('Last quarter')).toBe('Last');
    expect(guessFrame('previous calendar year')).toBe('Previous');
    expect(guessFrame('DATEADD(DATETIME("today"), -7, day) : today')).toBe('Custom');
    expect(guessFrame('2024-01-01 : now')).toBe('Custom');
    expect(guessFrame('DATEADD(DATETIME("today"), 0, day) : today')).toBe('Advanced');
    expect(guessFrame('Last Monday : today')).toBe('Advanced');
    expect(parseCustom('DATEADD(DATETIME("today"), -3, month) : today')).toMatchObject({
      sinceMode: 'relative',
      sinceGrainValue: 3,
      sinceGrain: 'month',
      untilMode: 'today',
    });
  });
});
