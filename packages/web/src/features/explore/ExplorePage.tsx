import { Loading } from '../../components/Loading';
import type { DatasourceData, QueryFormData } from '@loupe/core';
import { Alert, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useGetExploreQuery } from '../../api/explore';
import { useLogChartView } from '../../app/actionLog';
import { PageTitle } from '../../components/PageTitle';
import { ExploreWorkspace, type ExploreSlice } from './ExploreWorkspace';
import { useExploreReload } from './state/exploreReload';
import { parseExploreUrl } from './state/exploreUrl';

/** The chart type a new chart starts as when nothing names one (Superset's default). */
export const DEFAULT_VIZ_TYPE = 'table';

/**
 * Explore at `/explore/` and `/superset/explore/` (and `/explore/p/<key>/` for permalinks): reads what
 * the address asks for, fetches Explore's bootstrap, and opens the workspace on it.
 */
export function ExplorePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { key } = useParams();
  const reload = useExploreReload();
  // The address is read once per opening: later changes to it (the stored form-data key) come from the
  // page itself; a navigation that opens another chart (after "Save as") says so in its state.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo(() => parseExploreUrl(search, key), [reload]);
  // currentData: while another chart opens, the previous one is not shown as if it were the new one.
  const {
    currentData: data,
    error,
    isFetching,
  } = useGetExploreQuery(request.query ?? {}, { skip: !request.query });
  useLogChartView((data?.slice as ExploreSlice | null | undefined)?.slice_id);

  if (!request.query) {
    return (
      <>
        <PageTitle title={t('explorePage.title')} />
        <Alert
          type="warning"
          showIcon
          title={t('explorePage.missingUrl')}
          description={t('explorePage.missingUrlText')}
        />
      </>
    );
  }
  if (isFetching && !data) return <Loading label={t('app.loading')} />;
  if (error || !data) {
    return (
      <Result
        status="warning"
        title={t('explorePage.loadFailed')}
        subTitle={error ? errorMessage(error, t) : undefined}
      />
    );
  }
  const formData = { ...data.form_data, ...(request.formData ?? {}) } as QueryFormData;
  if (request.vizType) formData.viz_type = request.vizType;
  if (typeof formData.viz_type !== 'string' || !formData.viz_type) formData.viz_type = DEFAULT_VIZ_TYPE;
  return (
    <ExploreWorkspace
      key={reload}
      initialFormData={formData}
      datasource={data.dataset as unknown as DatasourceData}
      slice={data.slice as ExploreSlice | null}
      message={data.message}
      force={request.force}
      standalone={request.standalone}
    />
  );
}
