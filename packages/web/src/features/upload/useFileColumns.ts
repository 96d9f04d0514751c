import type { UploadFileMetadataItem, UploadFileType } from '@loupe/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { useGetUploadMetadataMutation } from '../../api/uploads';
import { buildMetadataForm } from './uploadForm';

export interface FileColumns {
  items: UploadFileMetadataItem[];
  reading: boolean;
  /** The server's reason, already translated into a sentence, when the file could not be read. */
  error: string | undefined;
}

const NONE: FileColumns = { items: [], reading: false, error: undefined };

/**
 * The column names of the chosen file (per sheet for a workbook), asked of upload_metadata again when
 * the delimiter, the header row or the skipped rows change, so the column pickers list what the upload will read.
 */
export function useFileColumns(
  type: UploadFileType,
  file: File | null,
  settings: { delimiter?: string; headerRow?: number | null; skipRows?: number | null },
): FileColumns {
  const { delimiter, headerRow, skipRows } = settings;
  const { t } = useTranslation();
  const [fetchMetadata] = useGetUploadMetadataMutation();
  const [state, setState] = useState<FileColumns>(NONE);
  useEffect(() => {
    if (!file) {
      setState(NONE);
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, reading: true, error: undefined }));
    const body = buildMetadataForm(type, file, {
      delimiter: delimiter ?? ',',
      header_row: headerRow ?? 0,
      skip_rows: skipRows ?? 0,
    });
    void fetchMetadata(body).then((result) => {
      if (!current) return;
      if ('error' in result) setState({ items: [], reading: false, error: errorMessage(result.error, t) });
      else setState({ items: result.data ?? [], reading: false, error: undefined });
    });
    return () => {
      current = false;
    };
  }, [type, file, delimiter, headerRow, skipRows, fetchMetadata, t]);
  return state;
}
