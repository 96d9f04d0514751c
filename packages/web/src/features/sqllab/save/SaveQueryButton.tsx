import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useImperativeHandle, useMemo, useState, type ReactElement, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSavedQueryQuery } from '../../../api/sqllab';
import { useTabActions } from '../state/tabActions';
import { SaveQueryModal } from './SaveQueryModal';
import { useSaveQuery, type SaveQuerySource } from './useSaveQuery';

interface SaveQueryButtonProps {
  tabLabel: string;
  /** The saved query the tab was opened from or last saved as. */
  savedQueryId: number | null;
  /** What the editor holds when the user confirms; null while there is no database to save against. */
  source: () => SaveQuerySource | null;
  disabled: boolean;
  /** Lets the Save query keyboard shortcut press this button. */
  actionRef?: Ref<{ open: () => void }>;
}

/** 'Save' beside the run controls: a name-and-description dialog, then create or update the saved query. */
export function SaveQueryButton({
  tabLabel,
  savedQueryId,
  source,
  disabled,
  actionRef,
}: SaveQueryButtonProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useImperativeHandle(actionRef, () => ({
    open: () => {
      if (!disabled) setOpen(true);
    },
  }));
  const saver = useSaveQuery(savedQueryId);
  const tabs = useTabActions();
  // Updating starts from the stored name and description rather than the tab's title.
  const stored = useGetSavedQueryQuery(saver.savedQueryId ?? 0, {
    skip: !open || saver.savedQueryId === null,
  });
  const initial = useMemo(
    () => ({ label: stored.data?.label ?? tabLabel, description: stored.data?.description ?? '' }),
    [stored.data, tabLabel],
  );
  return (
    <>
      <Button icon={<SaveOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {t('sqllab.save.button')}
      </Button>
      <SaveQueryModal
        open={open}
        initial={initial}
        canUpdate={saver.savedQueryId !== null}
        onCancel={() => setOpen(false)}
        onSave={async (values, asNew) => {
          const from = source();
          if (!from || !(await saver.save(from, values, asNew))) return false;
          // Superset titles the tab with the saved query's name, and keeps that title.
          const label = values.label.trim();
          if (label !== '' && label !== tabLabel) void tabs?.renameTab(from.tabId, label);
          return true;
        }}
      />
    </>
  );
}
