import type { Dayjs } from 'dayjs';
import type { ScheduleBody } from '../../../api/sqllab';

/** What the Schedule query form collects (Superset's example SCHEDULED_QUERIES schema). */
export interface ScheduleValues {
  label: string;
  description?: string;
  output_table: string;
  start_date: Dayjs;
  end_date?: Dayjs | null;
  schedule_interval: string;
  dependencies?: string[];
}

export interface ScheduleSource {
  databaseId: number;
  schema: string | null;
  sql: string;
}

/**
 * The payload Superset's ScheduleQueryButton sends: the query with `extra_json` =
 * `{"schedule_info": {...}}`, dates as ISO strings, empty optional fields left out. An external
 * scheduler reads it from the saved query.
 */
export function schedulePayload(values: ScheduleValues, source: ScheduleSource): ScheduleBody {
  const info: Record<string, unknown> = {
    output_table: values.output_table.trim(),
    start_date: values.start_date.toISOString(),
    schedule_interval: values.schedule_interval.trim(),
  };
  if (values.end_date) info.end_date = values.end_date.toISOString();
  if (values.dependencies?.length) info.dependencies = values.dependencies;
  return {
    label: values.label.trim(),
    description: values.description?.trim() ?? '',
    db_id: source.databaseId,
    schema: source.schema ?? '',
    sql: source.sql,
    extra_json: JSON.stringify({ schedule_info: info }),
  };
}
