import { Button, Input, Modal, Typography } from 'antd';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface CssEditorModalProps {
  open: boolean;
  css: string;
  /** Every keystroke: the dashboard applies the CSS live, as Superset's editor does. */
  onChange: (css: string) => void;
  onHide: () => void;
}

/**
 * Superset's CSS editor of a dashboard in edit mode: the dashboard's custom CSS, applied while typed
 * and saved with the dashboard. (Superset also offers saved CSS templates; Loupe's server has no
 * `/api/v1/css_template/`, so there are none to offer.)
 */
export function CssEditorModal({ open, css, onChange, onHide }: CssEditorModalProps): ReactElement {
  const { t } = useTranslation();
  const editorId = useId();
  const helpId = useId();
  return (
    <Modal
      open={open}
      title={t('dashboardModals.cssTitle')}
      onCancel={onHide}
      footer={
        <Button type="primary" onClick={onHide}>
          {t('dashboardModals.close')}
        </Button>
      }
      width={720}
      destroyOnHidden
    >
      <label htmlFor={editorId} style={{ display: 'block', marginBottom: 4 }}>
        {t('dashboardModals.cssLabel')}
      </label>
      <Input.TextArea
        id={editorId}
        aria-describedby={helpId}
        value={css}
        onChange={(event) => onChange(event.target.value)}
        autoSize={{ minRows: 12, maxRows: 24 }}
        spellCheck={false}
        autoFocus
        style={{ fontFamily: 'monospace', fontSize: 13 }}
      />
      <Typography.Text id={helpId} type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('dashboardModals.cssHelp')}
      </Typography.Text>
    </Modal>
  );
}
