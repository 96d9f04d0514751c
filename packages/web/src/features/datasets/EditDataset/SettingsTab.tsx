import { Col, Divider, Flex, Row } from 'antd';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DATASETS_RESOURCE } from '../../../api/datasets';
import { RelatedSelect } from '../../../components/ListView';
import { ownerName } from '../components/OwnerAvatars';
import type { DatasetDraft } from './datasetDraft';
import { CheckboxField, NumberField, TextAreaField, TextField } from './fields';

interface SettingsTabProps {
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

function OwnersField({ draft, onChange }: SettingsTabProps): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  const known = draft.knownOwners.map((owner) => ({ value: owner.id, label: ownerName(owner) }));
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <label htmlFor={id}>{t('datasets.settings.owners')}</label>
      <RelatedSelect
        id={id}
        mode="multiple"
        resource={DATASETS_RESOURCE}
        column="owners"
        ariaLabel={t('datasets.settings.owners')}
        knownOptions={known}
        value={draft.owners}
        onChange={(owners) => onChange({ owners: owners.map(Number) })}
      />
    </Flex>
  );
}

/** Settings: descriptive fields, owners, caching and query options, certification. */
export function SettingsTab({ draft, onChange }: SettingsTabProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Row gutter={32}>
      <Col xs={24} md={12}>
        <Divider titlePlacement="start">{t('datasets.settings.basic')}</Divider>
        <TextAreaField
          label={t('datasets.settings.description')}
          value={draft.description}
          onChange={(description) => onChange({ description })}
        />
        <TextField
          label={t('datasets.settings.defaultUrl')}
          hint={t('datasets.settings.defaultUrlHint')}
          value={draft.default_endpoint}
          onChange={(value) => onChange({ default_endpoint: value })}
        />
        <CheckboxField
          label={t('datasets.settings.filterSelect')}
          hint={t('datasets.settings.filterSelectHint')}
          checked={draft.filter_select_enabled}
          onChange={(checked) => onChange({ filter_select_enabled: checked })}
        />
        <TextAreaField
          monospace
          label={t('datasets.settings.fetchValuesPredicate')}
          hint={t('datasets.settings.fetchValuesPredicateHint')}
          value={draft.fetch_values_predicate}
          onChange={(value) => onChange({ fetch_values_predicate: value })}
        />
        <OwnersField draft={draft} onChange={onChange} />
        <TextAreaField
          monospace
          label={t('datasets.settings.extra')}
          hint={t('datasets.settings.extraHint')}
          value={draft.extraText}
          onChange={(extraText) => onChange({ extraText })}
        />
        <Divider titlePlacement="start">{t('datasets.settings.certification')}</Divider>
        <TextField
          label={t('datasets.certification.certifiedBy')}
          value={draft.certified_by}
          onChange={(value) => onChange({ certified_by: value })}
        />
        <TextField
          label={t('datasets.certification.details')}
          value={draft.certification_details}
          onChange={(value) => onChange({ certification_details: value })}
        />
        <TextAreaField
          label={t('datasets.certification.warning')}
          value={draft.warning_markdown}
          onChange={(value) => onChange({ warning_markdown: value })}
        />
      </Col>
      <Col xs={24} md={12}>
        <Divider titlePlacement="start">{t('datasets.settings.advanced')}</Divider>
        <NumberField
          label={t('datasets.settings.cacheTimeout')}
          hint={t('datasets.settings.cacheTimeoutHint')}
          min={-1}
          value={draft.cache_timeout}
          onChange={(value) => onChange({ cache_timeout: value })}
        />
        <NumberField
          label={t('datasets.settings.offset')}
          hint={t('datasets.settings.offsetHint')}
          value={draft.offset}
          onChange={(value) => onChange({ offset: value ?? 0 })}
        />
        <TextAreaField
          monospace
          label={t('datasets.settings.templateParams')}
          hint={t('datasets.settings.templateParamsHint')}
          value={draft.template_params}
          onChange={(value) => onChange({ template_params: value })}
        />
        <CheckboxField
          label={t('datasets.settings.normalizeColumns')}
          hint={t('datasets.settings.normalizeColumnsHint')}
          checked={draft.normalize_columns}
          onChange={(checked) => onChange({ normalize_columns: checked })}
        />
        <CheckboxField
          label={t('datasets.settings.alwaysFilterMainDttm')}
          hint={t('datasets.settings.alwaysFilterMainDttmHint')}
          checked={draft.always_filter_main_dttm}
          onChange={(checked) => onChange({ always_filter_main_dttm: checked })}
        />
      </Col>
    </Row>
  );
}
