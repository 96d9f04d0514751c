import type { QueryFormData } from '@loupe/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCreateFormDataKeyMutation, useUpdateFormDataKeyMutation } from '../../../api/explore';

/** How long form data must stay unchanged before the draft is stored (typing does not store each key). */
const STORE_DELAY_MS = 800;

function datasourceParts(formData: QueryFormData): { id: number; type: string } | null {
  const match = /^(\d+)__(\w+)$/.exec(formData.datasource);
  return match ? { id: Number(match[1]), type: match[2]! } : null;
}

/**
 * Keeps the Explore draft on the server under a form-data key named in the address (Superset's
 * `form_data_key`), so a reload, a new tab or a shared address reopens the unsaved state.
 */
export function useFormDataKey(formData: QueryFormData, chartId: number | null): void {
  const [search, setSearch] = useSearchParams();
  const [create] = useCreateFormDataKeyMutation();
  const [update] = useUpdateFormDataKeyMutation();
  const key = useRef<string | null>(search.get('form_data_key'));

  useEffect(() => {
    const parts = datasourceParts(formData);
    if (!parts) return undefined;
    const timer = setTimeout(() => {
      const body = {
        datasource_id: parts.id,
        datasource_type: parts.type,
        chart_id: chartId,
        form_data: JSON.stringify(formData),
      };
      const store = async () => {
        if (key.current) {
          const updated = await update({ key: key.current, body });
          // A key that expired or belongs to someone else is replaced by a new one.
          if (!('error' in updated)) return;
        }
        const created = await create({ body });
        if ('data' in created && created.data) {
          key.current = created.data.key;
          setSearch(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('form_data_key', created.data.key);
              next.delete('form_data');
              return next;
            },
            { replace: true },
          );
        }
      };
      void store();
    }, STORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formData, chartId, create, update, setSearch]);
}
