/** Superset's `time_range` strings and how the picker reads and writes them. */

export const NO_FILTER = 'No filter';
export const LAST_OPTIONS = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const PREVIOUS_OPTIONS = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
] as const;
export const DEFAULT_LAST = 'Last week';
export const DEFAULT_PREVIOUS = 'previous calendar week';
export const GRAINS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type Grain = (typeof GRAINS)[number];

export type FrameType = 'Last' | 'Previous' | 'Custom' | 'Advanced' | 'No filter';
export const FRAME_TYPES: readonly FrameType[] = ['Last', 'Previous', 'Custom', 'Advanced', 'No filter'];

export type EndMode = 'specific' | 'relative' | 'now' | 'today';

export interface CustomRange {
  sinceMode: EndMode;
  sinceDatetime: string;
  sinceGrain: Grain;
  sinceGrainValue: number;
  untilMode: EndMode;
  untilDatetime: string;
  untilGrain: Grain;
  untilGrainValue: number;
  /** Both sides relative: the anchor they count from ('now' or a datetime). */
  anchorValue: string;
}

/** The spec's default relative custom range: 7 days before, until midnight today, anchor now. */
export const DEFAULT_CUSTOM: CustomRange = {
  sinceMode: 'relative',
  sinceDatetime: '',
  sinceGrain: 'day',
  sinceGrainValue: 7,
  untilMode: 'today',
  untilDatetime: '',
  untilGrain: 'day',
  untilGrainValue: 7,
  anchorValue: 'now',
};

const ISO = String.raw`\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2})?`;
const SPECIFIC = new RegExp(`^(${ISO}|now|today)$`);
const DATEADD = new RegExp(
  String.raw`^DATEADD\(DATETIME\("(${ISO}|now|today)"\),\s*(-?\d+),\s*(${GRAINS.join('|')})\)$`,
  'i',
);

export function guessFrame(timeRange: string | undefined): FrameType {
  if (timeRange === undefined || timeRange === NO_FILTER || timeRange === '') return 'No filter';
  if ((LAST_OPTIONS as readonly string[]).includes(timeRange)) return 'Last';
  if ((PREVIOUS_OPTIONS as readonly string[]).includes(timeRange)) return 'Previous';
  return parseCustom(timeRange) ? 'Custom' : 'Advanced';
}

function specific(part: string): Pick<CustomRange, 'sinceMode' | 'sinceDatetime'> | undefined {
  if (!SPECIFIC.test(part)) return undefined;
  if (part === 'now' || part === 'today') return { sinceMode: part, sinceDatetime: '' };
  return { sinceMode: 'specific', sinceDatetime: part };
}

/** A custom range as the custom pane edits it, when the string is one it could have written. */
export function parseCustom(timeRange: string): CustomRange | undefined {
  const parts = timeRange.split(' : ');
  if (parts.length !== 2) return undefined;
  const [since = '', until = ''] = parts;
  const s = specific(since);
  const u = specific(until);
  const sAdd = DATEADD.exec(since);
  const uAdd = DATEADD.exec(until);
  const base = { ...DEFAULT_CUSTOM };
  if (s && u) return { ...base, ...s, untilMode: u.sinceMode, untilDatetime: u.sinceDatetime };
  const grain = (text: string | undefined): Grain => {
    const lower = (text ?? 'day').toLowerCase();
    return GRAINS.find((g) => g === lower) ?? 'day';
  };
  const amount = (text: string | undefined) => Math.abs(Number(text));
  if (sAdd && u && sAdd[1] === until && amount(sAdd[2]) !== 0)
    return {
      ...base,
      sinceMode: 'relative',
      sinceGrainValue: amount(sAdd[2]),
      sinceGrain: grain(sAdd[3]),
      untilMode: u.sinceMode,
      untilDatetime: u.sinceDatetime,
    };
  if (s && uAdd && uAdd[1] === since && amount(uAdd[2]) !== 0)
    return {
      ...base,
      ...s,
      untilMode: 'relative',
      untilGrainValue: amount(uAdd[2]),
      untilGrain: grain(uAdd[3]),
    };
  if (sAdd && uAdd && sAdd[1] === uAdd[1] && amount(sAdd[2]) !== 0 && amount(uAdd[2]) !== 0)
    return {
      ...base,
      sinceMode: 'relative',
      sinceGrainValue: amount(sAdd[2]),
      sinceGrain: grain(sAdd[3]),
      untilMode: 'relative',
      untilGrainValue: amount(uAdd[2]),
      untilGrain: grain(uAdd[3]),
      anchorValue: sAdd[1] ?? 'now',
    };
  return undefined;
}

function side(mode: EndMode, datetime: string): string {
  return mode === 'specific' ? datetime : mode;
}

/** The `time_range` a custom range writes (Superset's customTimeRangeEncode). */
export function encodeCustom(range: CustomRange): string {
  const since = side(range.sinceMode, range.sinceDatetime);
  const until = side(range.untilMode, range.untilDatetime);
  const back = `${-Math.abs(range.sinceGrainValue)}, ${range.sinceGrain}`;
  const forward = `${Math.abs(range.untilGrainValue)}, ${range.untilGrain}`;
  if (range.sinceMode !== 'relative' && range.untilMode !== 'relative') return `${since} : ${until}`;
  if (range.sinceMode === 'relative' && range.untilMode !== 'relative')
    return `DATEADD(DATETIME("${until}"), ${back}) : ${until}`;
  if (range.sinceMode !== 'relative') return `${since} : DATEADD(DATETIME("${since}"), ${forward})`;
  return `DATEADD(DATETIME("${range.anchorValue}"), ${back}) : DATEADD(DATETIME("${range.anchorValue}"), ${forward})`;
}

/** Advanced: the two free parts of `start : end`. */
export function splitAdvanced(timeRange: string): [string, string] {
  const [since = '', until = ''] = timeRange.includes(' : ') ? timeRange.split(' : ') : ['', ''];
  return [since, until];
}
