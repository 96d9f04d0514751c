import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { annotationBody, dateRangeProblem, isJsonOrEmpty } from './annotationForm';
import { formatDateTime, parseWireDateTime } from './dateTimes';

describe('annotation form', () => {
  const start = dayjs('2024-01-31T10:00:00');

  it('sends an annotation without an end as an event at its start', () => {
    expect(
      annotationBody({ short_descr: ' Deploy ', dates: [start, null], long_descr: '', json_metadata: ' ' }),
    ).toEqual({
      short_descr: 'Deploy',
      long_descr: '',
      start_dttm: '2024-01-31T10:00:00',
      end_dttm: '2024-01-31T10:00:00',
      json_metadata: '',
    });
  });

  it('wants a start, and an end that is not before it', () => {
    expect(dateRangeProblem(null)).toBe('annotations.modal.startRequired');
    expect(dateRangeProblem([null, start])).toBe('annotations.modal.startRequired');
    expect(dateRangeProblem([start, start.subtract(1, 'minute')])).toBe('annotations.modal.endBeforeStart');
    expect(dateRangeProblem([start, start])).toBeUndefined();
    expect(dateRangeProblem([start, null])).toBeUndefined();
  });

  it('accepts empty metadata or JSON, nothing else', () => {
    expect(isJsonOrEmpty('')).toBe(true);
    expect(isJsonOrEmpty(undefined)).toBe(true);
    expect(isJsonOrEmpty('{"a": [1, 2]}')).toBe(true);
    expect(isJsonOrEmpty('{a: 1}')).toBe(false);
  });

  it('reads naive ISO datetimes as wall-clock time, microseconds or not', () => {
    expect(formatDateTime('2024-01-31T00:00:00')).toBe('2024-01-31 00:00:00');
    expect(formatDateTime('2024-01-31T08:15:30.123456')).toBe('2024-01-31 08:15:30');
    expect(formatDateTime(null)).toBe('');
    expect(parseWireDateTime('not a date')).toBeNull();
  });
});
