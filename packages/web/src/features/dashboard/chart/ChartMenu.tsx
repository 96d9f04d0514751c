import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactElement } from 'react';

/** antd's "more" glyph (three vertical dots) as plain SVG: an antd icon per chart costs its hooks. */
function MoreDots(): ReactElement {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="8" cy="3" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="8" cy="13" r="1.5" />
    </svg>
  );
}

/**
 * A chart's ⋯ menu. The trigger is a plain button and antd's Dropdown mounts on first use: a dashboard
 * draws dozens of charts at once and few menus are ever opened, so none pays for a Dropdown tree on the
 * first render. The items are asked for only when the menu opens.
 */
export function ChartMenu({
  label,
  items,
  onClick,
}: {
  label: string;
  items: () => MenuProps['items'];
  onClick: NonNullable<MenuProps['onClick']>;
}): ReactElement {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = (
    <button
      type="button"
      className="loupe-chart-menu-trigger"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      data-loupe-no-export
      onClick={
        mounted
          ? undefined
          : () => {
              setMounted(true);
              setOpen(true);
            }
      }
    >
      <MoreDots />
    </button>
  );
  if (!mounted) return trigger;
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      menu={{
        items: open ? items() : [],
        onClick: (info) => {
          setOpen(false);
          onClick(info);
        },
      }}
    >
      {trigger}
    </Dropdown>
  );
}
