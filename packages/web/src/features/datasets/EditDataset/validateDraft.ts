import type { TFunction } from 'i18next';
import type { DatasetDraft } from './datasetDraft';

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (name === '') continue;
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

function isJsonObjectOrEmpty(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * Spec 001 §4–5: what blocks saving a dataset. Names must be unique (a column name and a calculated
 * column name share one namespace), and calculated columns and metrics need an expression.
 */
export function validateDraft(draft: DatasetDraft, t: TFunction): string[] {
  const errors: string[] = [];
  const columnNames = [...draft.columns, ...draft.calculatedColumns].map((column) =>
    column.column_name.trim(),
  );
  for (const name of duplicates(columnNames)) errors.push(t('datasets.validation.columnDuplicate', { name }));
  const metricNames = draft.metrics.map((metric) => metric.metric_name.trim());
  for (const name of duplicates(metricNames)) errors.push(t('datasets.validation.metricDuplicate', { name }));

  for (const column of draft.calculatedColumns) {
    const name = column.column_name.trim();
    if (name === '') errors.push(t('datasets.validation.calculatedColumnName'));
    if (column.expression.trim() === '') {
      errors.push(t('datasets.validation.calculatedColumnExpression', { name }));
    }
  }
  for (const metric of draft.metrics) {
    const name = metric.metric_name.trim();
    if (name === '') errors.push(t('datasets.validation.metricName'));
    if (metric.expression.trim() === '') errors.push(t('datasets.validation.metricExpression', { name }));
  }
  if (draft.kind === 'virtual' && draft.sql.trim() === '') errors.push(t('datasets.validation.sqlRequired'));
  if (draft.table_name.trim() === '') errors.push(t('datasets.validation.nameRequired'));
  if (!isJsonObjectOrEmpty(draft.extraText)) errors.push(t('datasets.validation.extraJson'));
  return errors;
}
