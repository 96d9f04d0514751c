/**
 * A time range or time expression that cannot be evaluated. `message` is Superset's text (its
 * date_parser and chart command exceptions); the time-range API prefixes it with
 * 'Unexpected time range: '.
 */
export class TimeRangeError extends Error {
  override readonly name = 'TimeRangeError';
}

export const timeRangeMessages = {
  parseFail: (text: string): string => `Cannot parse time string [${text}]`,
  ambiguous: (text: string): string =>
    `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
  deltaAmbiguous: (text: string): string =>
    `Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`,
  sinceAfterUntil: 'From date cannot be larger than to date',
  dateDelta: 'Unable to calculate such a date delta',
  holiday: (name: string): string => `Unable to find such a holiday: [${name}]`,
  outOfRange: 'date value out of range',
} as const;
