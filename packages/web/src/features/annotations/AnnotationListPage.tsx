import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetAnnotationLayerQuery } from '../../api/annotations';
import { errorMessage, httpStatus } from '../../api/errors';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PATHS } from '../../app/paths';
import { Forbidden } from '../../components/Forbidden';
import { AnnotationTable } from './AnnotationTable';

/** A route parameter that names a row: a positive whole number, else nothing. */
function rowId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** `/annotationlayer/<id>/annotation/`: the layer's name over the list of its annotations. */
export function AnnotationListPage(): ReactElement {
  const layerId = rowId(useParams().layerId);
  if (layerId === undefined) return <NotFoundPage />;
  return <LayerAnnotations layerId={layerId} />;
}

function LayerAnnotations({ layerId }: { layerId: number }): ReactElement {
  const { t } = useTranslation();
  const layer = useGetAnnotationLayerQuery(layerId);
  const status = httpStatus(layer.error);
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <Forbidden />;
  const back = (
    <Link to={PATHS.annotationLayers}>
      <ArrowLeftOutlined /> {t('annotations.list.back')}
    </Link>
  );
  if (layer.error) {
    return (
      <Flex vertical gap="middle">
        {back}
        <Alert
          type="error"
          showIcon
          title={t('annotations.list.layerLoadError', { error: errorMessage(layer.error, t) })}
        />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="small">
      {back}
      {layer.data ? (
        <AnnotationTable layerId={layerId} title={layer.data.name} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Flex>
  );
}
