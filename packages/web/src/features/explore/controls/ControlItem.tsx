import { Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../viz/i18n';
import type { ControlConfig, ControlContext } from '../../../viz/types';
import { ControlLabel } from './ControlLabel';
import { CONTROL_EDITORS } from './editorRegistry';
import { ReadOnlyValue } from './ReadOnlyValue';

export interface ControlItemProps {
  id: string;
  /** The effective config (overrides and mapStateToProps applied). */
  config: ControlConfig;
  value: unknown;
  onChange: (name: string, value: unknown) => void;
  context: ControlContext;
  errors: readonly string[];
}

/** One control: its label, its editor (or its value read-only when its type has no editor), its errors. */
export function ControlItem({ id, config, value, onChange, context, errors }: ControlItemProps) {
  const { t } = useTranslation();
  const Editor = CONTROL_EDITORS[config.type];
  const label = translateText(t, config.label);
  const description = config.description ? translateText(t, config.description) : undefined;
  const messages = errors.map((message) => translateText(t, message));
  const header = (
    <ControlLabel id={id} label={label} description={description} errors={messages} forInput={!!Editor} />
  );
  // Some editors load on first use (editorRegistry): a spinner holds their place meanwhile.
  const editor = Editor ? (
    <Suspense fallback={<Spin size="small" />}>
      <Editor
        id={id}
        config={config}
        value={value}
        onChange={(next) => onChange(config.name, next)}
        context={context}
        disabled={config.disabled?.(context) ?? false}
      />
    </Suspense>
  ) : (
    <ReadOnlyValue id={id} value={value} />
  );
  // Superset puts a checkbox before its label; other editors sit under theirs.
  const inline = config.type === 'CheckboxControl';
  return (
    <div data-control={config.name} style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      {inline ? (
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {editor}
          {header}
        </span>
      ) : (
        <>
          {header}
          {editor}
        </>
      )}
      {messages.length > 0 && (
        <ul
          aria-label={t('explore.control.errors', { label })}
          style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
        >
          {messages.map((message) => (
            <li key={message}>
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {message}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
