import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import type { ReactElement } from 'react';

/*
 * antd's inputs for editing in place (the dashboard title, a header's text, a markdown's source),
 * loaded with edit mode: a viewer's page never shows them.
 */
export function InPlaceInput(props: InputProps): ReactElement {
  return <Input {...props} />;
}

export function InPlaceTextArea(props: TextAreaProps): ReactElement {
  return <Input.TextArea {...props} />;
}
