import { isFeatureEnabled } from '../../../app/featureFlags';
import { Col, Collapse, Form, Input, Modal, Row, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RelatedSelect, type RelatedValue } from '../../../components/ListView';
import { ColorSchemeSelect } from './ColorSchemeSelect';
import {
  editableMetadataText,
  isKnownScheme,
  mergeHiddenKeys,
  parseEditedMetadata,
  parseStoredMetadata,
  stringifyMetadata,
  withColorScheme,
} from './propertiesMetadata';
import { certificationBody } from '../../../components/forms/certification';
import { ownerName } from '../../datasets/components/OwnerAvatars';

/** The dashboard as the dialog starts from (the fields of `GET /api/v1/dashboard/{id}` it edits). */
export interface PropertiesDashboard {
  id: number;
  dashboard_title: string;
  slug: string | null;
  owners: { id: number; first_name: string; last_name: string }[];
  roles: { id: number; name: string }[];
  certified_by: string | null;
  certification_details: string | null;
  json_metadata: string;
}

/** What the dialog hands back, named as the save body names them. */
export interface DashboardPropertiesValues {
  dashboard_title: string;
  slug: string | null;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
  json_metadata: string;
  color_scheme: string | null;
}

export interface PropertiesModalProps {
  open: boolean;
  dashboard: PropertiesDashboard;
  onHide: () => void;
  onSubmit: (values: DashboardPropertiesValues) => void;
  /** 'Apply' in edit mode (the page saves later), 'Save' otherwise. */
  submitLabel: string;
}

interface FormValues {
  dashboard_title: string;
  slug: string;
  owners: RelatedValue[];
  roles: RelatedValue[];
  certified_by: string;
  certification_details: string;
  color_scheme: string | null;
  json_metadata: string;
}

const DASHBOARD_RESOURCE = 'dashboard';
const ADVANCED = 'advanced';

/**
 * DASHBOARD_RBAC is not in core's flag table (`FeatureFlag`) yet, so it is read where
 * `isFeatureEnabled` reads flags, off unless set, as Superset's default.
 */
function initialValues(dashboard: PropertiesDashboard): FormValues {
  const metadata = parseStoredMetadata(dashboard.json_metadata);
  const scheme = metadata.color_scheme;
  return {
    dashboard_title: dashboard.dashboard_title,
    slug: dashboard.slug ?? '',
    owners: dashboard.owners.map((owner) => owner.id),
    roles: dashboard.roles.map((role) => role.id),
    certified_by: dashboard.certified_by ?? '',
    certification_details: dashboard.certification_details ?? '',
    color_scheme: typeof scheme === 'string' && scheme !== '' ? scheme : null,
    json_metadata: editableMetadataText(metadata),
  };
}

/** Superset's PropertiesModal body: empty texts are null, details only go with a certifier. */
function submittedValues(values: FormValues, dashboard: PropertiesDashboard): DashboardPropertiesValues {
  const edited = parseEditedMetadata(values.json_metadata) ?? {};
  const metadata = mergeHiddenKeys(edited, parseStoredMetadata(dashboard.json_metadata));
  // As in Superset, a scheme typed into the JSON wins over the one picked in the select.
  const fromJson = typeof metadata.color_scheme === 'string' ? metadata.color_scheme : '';
  const colorScheme = fromJson || values.color_scheme || null;
  return {
    dashboard_title: values.dashboard_title.trim(),
    slug: values.slug.trim() || null,
    owners: values.owners.map(Number),
    roles: values.roles.map(Number),
    ...certificationBody(values),
    json_metadata: stringifyMetadata(colorScheme ? { ...metadata, color_scheme: colorScheme } : metadata),
    color_scheme: colorScheme,
  };
}

/**
 * Superset's 'Dashboard properties': title and slug, owners (and roles with DASHBOARD_RBAC), colour
 * scheme, certification, and the JSON metadata under Advanced. It only edits: the values go to
 * `onSubmit`, which applies or saves them.
 */
export function PropertiesModal({
  open,
  dashboard,
  onHide,
  onSubmit,
  submitLabel,
}: PropertiesModalProps): ReactElement {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [activePanels, setActivePanels] = useState<string[]>([]);
  const rbac = isFeatureEnabled('DASHBOARD_RBAC');
  const start = useMemo(() => initialValues(dashboard), [dashboard]);
  const knownOwners = dashboard.owners.map((owner) => ({ value: owner.id, label: ownerName(owner) }));
  const knownRoles = dashboard.roles.map((role) => ({ value: role.id, label: role.name }));

  const submit = async (): Promise<void> => {
    try {
      await form.validateFields();
    } catch {
      // The only field that can fail is the JSON metadata: show it where the error is.
      setActivePanels([ADVANCED]);
      return;
    }
    // Every value, also the roles kept while their field is hidden (DASHBOARD_RBAC off).
    const values: FormValues = { ...start, ...form.getFieldsValue(true) };
    onSubmit(submittedValues(values, dashboard));
  };

  const validateMetadata = (_rule: unknown, text: string): Promise<void> => {
    const metadata = parseEditedMetadata(text);
    if (!metadata) return Promise.reject(new Error(t('dashboardModals.jsonMetadataInvalid')));
    const scheme = metadata.color_scheme;
    if (scheme !== undefined && scheme !== '' && scheme !== null && !isKnownScheme(scheme))
      return Promise.reject(new Error(t('dashboardModals.colorSchemeInvalid')));
    return Promise.resolve();
  };

  const sectionTitle = (text: string): ReactElement => (
    <Typography.Title level={5} style={{ marginTop: 8 }}>
      {text}
    </Typography.Title>
  );

  return (
    <Modal
      open={open}
      title={t('dashboardModals.title')}
      okText={submitLabel}
      cancelText={t('dashboardModals.cancel')}
      onOk={() => void submit()}
      onCancel={onHide}
      afterClose={() => setActivePanels([])}
      width={720}
      destroyOnHidden
    >
      <Form<FormValues>
        key={dashboard.id}
        form={form}
        layout="vertical"
        name={`dashboard-properties-${dashboard.id}`}
        initialValues={start}
        onValuesChange={(changed: Partial<FormValues>) => {
          if ('color_scheme' in changed) {
            const text = form.getFieldValue('json_metadata') as string;
            form.setFieldValue('json_metadata', withColorScheme(text, changed.color_scheme ?? null));
          }
        }}
      >
        {sectionTitle(t('dashboardModals.basicInformation'))}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="dashboard_title" label={t('dashboardModals.titleLabel')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="slug" label={t('dashboardModals.slugLabel')}>
              <Input placeholder={t('dashboardModals.slugPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        {sectionTitle(t('dashboardModals.access'))}
        <Row gutter={16}>
          <Col xs={24} md={rbac ? 12 : 24}>
            <Form.Item
              name="owners"
              label={t('dashboardModals.owners')}
              extra={t('dashboardModals.ownersHelp')}
            >
              <RelatedSelect
                mode="multiple"
                resource={DASHBOARD_RESOURCE}
                column="owners"
                ariaLabel={t('dashboardModals.owners')}
                placeholder={t('dashboardModals.searchOwners')}
                knownOptions={knownOwners}
              />
            </Form.Item>
          </Col>
          {rbac && (
            <Col xs={24} md={12}>
              <Form.Item
                name="roles"
                label={t('dashboardModals.roles')}
                extra={t('dashboardModals.rolesHelp')}
              >
                <RelatedSelect
                  mode="multiple"
                  resource={DASHBOARD_RESOURCE}
                  column="roles"
                  ariaLabel={t('dashboardModals.roles')}
                  placeholder={t('dashboardModals.searchRoles')}
                  knownOptions={knownRoles}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        {sectionTitle(t('dashboardModals.colors'))}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="color_scheme" label={t('dashboardModals.colorScheme')}>
              <ColorSchemeSelect />
            </Form.Item>
          </Col>
        </Row>
        {sectionTitle(t('dashboardModals.certification'))}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="certified_by"
              label={t('dashboardModals.certifiedBy')}
              extra={t('dashboardModals.certifiedByHelp')}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="certification_details"
              label={t('dashboardModals.certificationDetails')}
              extra={t('dashboardModals.certificationDetailsHelp')}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Collapse
          activeKey={activePanels}
          onChange={(keys) => setActivePanels(keys)}
          items={[
            {
              key: ADVANCED,
              label: t('dashboardModals.advanced'),
              // Mounted while folded, so the metadata is validated (and submitted) unopened.
              forceRender: true,
              children: (
                <Form.Item
                  name="json_metadata"
                  label={t('dashboardModals.jsonMetadata')}
                  extra={t('dashboardModals.jsonMetadataHelp')}
                  rules={[{ validator: validateMetadata }]}
                  style={{ marginBottom: 0 }}
                >
                  <Input.TextArea
                    autoSize={{ minRows: 8, maxRows: 20 }}
                    spellCheck={false}
                    style={{ fontFamily: 'monospace', fontSize: 12 }}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
