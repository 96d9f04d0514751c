import { useEffect, useState, type ReactElement, type ReactNode, type RefObject } from 'react';

/**
 * Wraps a dialog that is mounted only while open (`{open && <ReturnFocus><Modal open /></ReturnFocus>}`):
 * antd gives focus back to the opener only when a dialog is closed, not when it is unmounted, so
 * without this the keyboard user lands on the page body. It remembers what had focus when the dialog
 * appeared and, once the dialog is gone, focuses it again if focus was lost and the opener still exists.
 */
export function ReturnFocus({
  children,
  to,
}: {
  children: ReactNode;
  /** The element to focus instead, when the opener does not outlive the dialog (a dropdown menu item). */
  to?: RefObject<HTMLElement | null>;
}): ReactElement {
  // Read during the first render, before the dialog's own effects move focus into it.
  const [opener] = useState<Element | null>(() => document.activeElement);
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!lost) return;
      const target = to?.current ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    },
    [opener, to],
  );
  return <>{children}</>;
}
