import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { ReactElement } from 'react';

/**
 * Superset's FaveStar as a button: filled when starred. The caller names it ("Add X to favorites")
 * and does the starring, so charts and dashboards share the look and the accessibility.
 */
export function FavouriteStarButton({
  label,
  starred,
  busy,
  onToggle,
}: {
  label: string;
  /** Undefined while the status is not known yet: the star shows empty and cannot be clicked. */
  starred: boolean | undefined;
  busy: boolean;
  onToggle: () => void;
}): ReactElement {
  const { token } = theme.useToken();
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      aria-pressed={starred === true}
      title={label}
      disabled={starred === undefined || busy}
      onClick={(event) => {
        // A star inside a clickable card must not open the card.
        event.stopPropagation();
        onToggle();
      }}
      icon={starred ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
    />
  );
}
