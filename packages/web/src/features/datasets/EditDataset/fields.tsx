import { Checkbox, Flex, Input, InputNumber, Typography } from 'antd';
import { useId, type ReactElement, type ReactNode } from 'react';

/**
 * Labelled controls for the dataset editor. The editor keeps its own draft (an antd Form would hold a
 * second copy), so these are plain controlled inputs with a real label each.
 */
function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}): ReactElement {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
}

export function TextField({ label, value, onChange, hint, placeholder, disabled }: TextProps): ReactElement {
  return (
    <Labelled label={label} hint={hint}>
      {(id) => (
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  disabled,
  monospace,
}: TextProps & { monospace?: boolean }): ReactElement {
  return (
    <Labelled label={label} hint={hint}>
      {(id) => (
        <Input.TextArea
          id={id}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoSize={{ minRows: 2, maxRows: 12 }}
          spellCheck={!monospace}
          style={monospace ? { fontFamily: 'monospace' } : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  hint,
  min,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  hint?: string;
  min?: number;
}): ReactElement {
  return (
    <Labelled label={label} hint={hint}>
      {(id) => (
        <InputNumber
          id={id}
          value={value}
          min={min}
          precision={0}
          style={{ width: '100%' }}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      )}
    </Labelled>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}): ReactElement {
  return (
    <Flex vertical gap={2} style={{ marginBottom: 12 }}>
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
        {label}
      </Checkbox>
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12, paddingInlineStart: 24 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}
