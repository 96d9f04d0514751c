import { Avatar, theme, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import type { UserSummary } from '../../../api/databases';
import { onPrimaryText } from '../../../app/theme/themeConfig';
import { useThemeMode } from '../../../app/theme/themeMode';

/** Spec 001 §9: the avatar group shows 4 owners, the rest behind a +N. */
const MAX_AVATARS = 4;

export function ownerName(owner: UserSummary): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

function initials(owner: UserSummary): string {
  return `${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.toUpperCase();
}

export function OwnerAvatars({ owners }: { owners: readonly UserSummary[] }): ReactElement {
  const { token } = theme.useToken();
  const { mode } = useThemeMode();
  return (
    <Avatar.Group max={{ count: MAX_AVATARS }} size="small">
      {owners.map((owner) => (
        <Tooltip key={owner.id} title={ownerName(owner)}>
          <Avatar
            aria-label={ownerName(owner)}
            style={{ backgroundColor: token.colorPrimary, color: onPrimaryText(mode) }}
          >
            {initials(owner)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
