import type { Dayjs } from 'dayjs';
import type { Annotation, AnnotationBody } from '../../api/annotations';
import { parseWireDateTime, toWireDateTime } from './dateTimes';

/** The annotation dialog's fields; the date range is one RangePicker. */
export interface AnnotationFormValues {
  short_descr: string;
  dates: [Dayjs | null, Dayjs | null] | null;
  long_descr: string;
  json_metadata: string;
}

export const EMPTY_ANNOTATION: AnnotationFormValues = {
  short_descr: '',
  dates: null,
  long_descr: '',
  json_metadata: '',
};

export function annotationFormValues(annotation: Annotation): AnnotationFormValues {
  return {
    short_descr: annotation.short_descr,
    dates: [parseWireDateTime(annotation.start_dttm), parseWireDateTime(annotation.end_dttm)],
    long_descr: annotation.long_descr ?? '',
    json_metadata: annotation.json_metadata ?? '',
  };
}

/** True for an empty text (no metadata) or text that parses as JSON. */
export function isJsonOrEmpty(text: string | undefined): boolean {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return true;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/** Why the range is not acceptable, as a message key; undefined when it is. */
export function dateRangeProblem(
  dates: AnnotationFormValues['dates'],
): 'annotations.modal.startRequired' | 'annotations.modal.endBeforeStart' | undefined {
  const [start, end] = dates ?? [null, null];
  if (!start) return 'annotations.modal.startRequired';
  if (end && end.isBefore(start)) return 'annotations.modal.endBeforeStart';
  return undefined;
}

/**
 * The POST/PUT body. An annotation without an end is an event at its start (Superset draws it as a
 * line), so the end is sent as the start.
 */
export function annotationBody(values: AnnotationFormValues): AnnotationBody {
  const [start, end] = values.dates ?? [null, null];
  if (!start) throw new Error('the form checks the start date before saving');
  return {
    short_descr: values.short_descr.trim(),
    long_descr: (values.long_descr ?? '').trim(),
    start_dttm: toWireDateTime(start),
    end_dttm: toWireDateTime(end ?? start),
    json_metadata: (values.json_metadata ?? '').trim(),
  };
}
