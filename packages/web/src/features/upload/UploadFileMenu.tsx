import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { hasPermission, UPLOAD_FILE_TYPES, type UploadFileType } from '@loupe/core';
import { Button, Dropdown } from 'antd';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMyRolesQuery } from '../../api/me';
import { UploadDataModal } from './UploadDataModal';
import { ReturnFocus } from '../../components/ReturnFocus/ReturnFocus';
import { UPLOAD_EN } from '../../app/i18n/en/upload';
import { useLazyStrings } from '../../app/i18n/useLazyStrings';

/** "Upload file to database" (CSV, Excel, Columnar) for users with can_upload on Database. */
export function UploadFileMenu(): ReactElement | null {
  useLazyStrings({ upload: UPLOAD_EN });
  const { t } = useTranslation();
  const me = useGetMyRolesQuery();
  const [type, setType] = useState<UploadFileType | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!me.data || !hasPermission({ roles: me.data.roles }, 'can_upload', 'Database')) return null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: UPLOAD_FILE_TYPES.map((key) => ({ key, label: t(`upload.menu.${key}`) })),
          onClick: ({ key }) => setType(key as UploadFileType),
        }}
      >
        <Button ref={trigger} icon={<UploadOutlined />} data-testid="upload-file-menu">
          {t('upload.menu.button')} <DownOutlined />
        </Button>
      </Dropdown>
      {type && (
        <ReturnFocus key={type} to={trigger}>
          <UploadDataModal type={type} onClose={() => setType(null)} />
        </ReturnFocus>
      )}
    </>
  );
}
