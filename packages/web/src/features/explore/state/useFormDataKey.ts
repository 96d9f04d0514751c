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
  // The address as it is now: a store's answer may come after the user went elsewhere (a save opens
  // the new chart's address), and react-router's setter would apply it to the address it rendered with.
  const address = useRef(search);
  address.current = search;

  useEffect(() => {
    const parts = datasourceParts(formData);
    if (!parts) return undefined;
    // A store still in flight when the draft moves on (a save opened the new chart's address) must
    // not write its key into the new address.
    let live = true;
    const timer = setTimeout(() => {
      const storedFrom = address.current.toString();
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
          if (!('error' in updated) || !live) return;
        }
        const created = await create({ body });
        if (!live || !('data' in created) || !created.data) return;
        key.current = created.data.key;
        // Only the address the draft was stored from gets its key.
        if (address.current.toString() !== storedFrom) return;
        const next = new URLSearchParams(address.current);
        next.set('form_data_key', created.data.key);
        next.delete('form_data');
        setSearch(next, { replace: true });
      };
      void store();
    }, STORE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [formData, chartId, create, update, setSearch]);
}
