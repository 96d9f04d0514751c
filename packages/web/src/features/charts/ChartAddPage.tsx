import { Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '../auth/usePermissions';
import { DATASETS_RESOURCE, type DatasetListItem } from '../../api/datasets';
import { useGetListQuery, type ListQuery } from '../../api/list';
import { PATHS } from '../../app/paths';
import { PageTitle } from '../../components/PageTitle';
import { useErrorToast } from '../../components/ListView/useErrorToast';
import { vizMetadata } from '../../viz/registry';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { VizTypeGallery } from '../explore/vizGallery/VizTypeGallery';

/** How many datasets the select offers at once; typing narrows them on the server. */
const DATASET_PAGE_SIZE = 100;

type DatasetOption = Pick<DatasetListItem, 'id' | 'table_name' | 'schema'>;

/** Explore on a new chart of this type over this dataset (Superset's add page link). */
export function newChartPath(vizType: string, datasetId: number): string {
  const params = new URLSearchParams({ viz_type: vizType, datasource: `${datasetId}__table` });
  return `${PATHS.explore}?${params.toString()}`;
}

function datasetQuery(search: string): ListQuery {
  const text = search.trim();
  const query: ListQuery = {
    columns: ['id', 'table_name', 'schema'],
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: DATASET_PAGE_SIZE,
  };
  // Rison has no `undefined`: an unfiltered query leaves the key out.
  return text ? { ...query, filters: [{ col: 'table_name', opr: 'ct', value: text }] } : query;
}

/** /chart/add: choose a dataset and a chart type, then build the chart in Explore. */
export function ChartAddPage(): ReactElement {
  const { t } = useTranslation();
  const can = usePermissions();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [datasetId, setDatasetId] = useState<number | undefined>();
  const [vizType, setVizType] = useState<string | undefined>();
  const debouncedSearch = useDebouncedValue(search);
  const query = useMemo(() => datasetQuery(debouncedSearch), [debouncedSearch]);
  const datasets = useGetListQuery({ resource: DATASETS_RESOURCE, query });
  useErrorToast(datasets.error, (error) => t('charts.addPage.datasetsIssue', { error }));
  // The list rows are open records on the wire; these are the columns asked for.
  const rows = (datasets.data?.result ?? []) as unknown as DatasetOption[];
  const options = rows.map((dataset) => ({
    value: dataset.id,
    label: dataset.table_name,
    schema: dataset.schema,
  }));
  const noDatasets = datasets.data?.count === 0 && query.filters === undefined;
  const validViz = vizType !== undefined && vizMetadata(vizType) !== undefined;
  const ready = datasetId !== undefined && validViz;
  const hint =
    datasetId === undefined && !validViz
      ? t('charts.addPage.bothHint')
      : datasetId === undefined
        ? t('charts.addPage.selectDatasetHint')
        : !validViz
          ? t('charts.addPage.selectVizHint')
          : undefined;

  const create = (chosenViz: string | undefined = vizType): void => {
    if (datasetId === undefined || chosenViz === undefined) return;
    void navigate(newChartPath(chosenViz, datasetId));
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1100 }}>
      <PageTitle title={t('charts.addPage.title')} />
      <Flex vertical gap="small">
        <Typography.Title level={4} style={{ margin: 0 }} id="chart-add-dataset">
          {t('charts.addPage.chooseDataset')}
        </Typography.Title>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
          aria-labelledby="chart-add-dataset"
          placeholder={t('charts.addPage.chooseDataset')}
          style={{ maxWidth: 420 }}
          value={datasetId}
          onChange={(id) => {
            setDatasetId(id);
            setSearch('');
          }}
          loading={datasets.isFetching}
          options={options}
          optionRender={(option) => (
            <Flex justify="space-between" gap="small">
              <span>{option.data.label}</span>
              {option.data.schema && <Typography.Text type="secondary">{option.data.schema}</Typography.Text>}
            </Flex>
          )}
        />
        {noDatasets && (
          <Typography.Text type="secondary">
            {can('can_write', 'Dataset') ? (
              <>
                {t('charts.addPage.noDatasets')}{' '}
                <Link to={PATHS.datasetAdd}>{t('charts.addPage.addDataset')}</Link>
              </>
            ) : (
              t('charts.addPage.noDatasetsAskAccess')
            )}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('charts.addPage.chooseChartType')}
        </Typography.Title>
        <VizTypeGallery
          selected={vizType}
          onSelect={setVizType}
          onConfirm={(chosen) => {
            setVizType(chosen);
            create(chosen);
          }}
        />
      </Flex>
      <Flex align="center" gap="middle">
        <Button type="primary" disabled={!ready} onClick={() => create()}>
          {t('charts.addPage.create')}
        </Button>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
