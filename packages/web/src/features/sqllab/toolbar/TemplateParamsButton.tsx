import { CodeOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface TemplateParamsButtonProps {
  value: string;
  onChange: (value: string) => void;
}

/** Empty means no parameters; anything else must be a JSON object, as Jinja reads it. */
export function isValidTemplateParams(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** 'Parameters': the tab's template parameters edited as JSON; only valid JSON is applied. */
export function TemplateParamsButton({ value, onChange }: TemplateParamsButtonProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const valid = isValidTemplateParams(draft);
  const content = (
    <Flex vertical gap="small" style={{ width: 360 }}>
      <Typography.Text type="secondary">{t('sqllab.toolbar.parametersHelp')}</Typography.Text>
      <Input.TextArea
        aria-label={t('sqllab.toolbar.parameters')}
        rows={6}
        value={draft}
        status={valid ? undefined : 'error'}
        onChange={(event) => setDraft(event.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      {!valid && <Typography.Text type="danger">{t('sqllab.toolbar.invalidJson')}</Typography.Text>}
      <Button
        type="primary"
        disabled={!valid}
        onClick={() => {
          onChange(draft);
          setOpen(false);
        }}
      >
        {t('sqllab.toolbar.apply')}
      </Button>
    </Flex>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
      content={content}
      title={t('sqllab.toolbar.parameters')}
    >
      <Button icon={<CodeOutlined />}>{t('sqllab.toolbar.parameters')}</Button>
    </Popover>
  );
}
