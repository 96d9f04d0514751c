import { created, IdParams, MessageResponse, ok, UploadMetadataResponse } from '@loupe/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../platform/typedRoutes.js';
import { principalOf } from '../../security/principal.js';
import { access } from '../../security/routeAccess.js';
import { readUploadForm, type UploadForm } from './multipartForm.js';
import type { UploadService } from './UploadService.js';

export interface UploadRouteOptions {
  /** Folder for the requests' scratch folders. */
  tempRoot: string;
  maxBytes: number;
}

const MULTIPART_DESCRIPTION =
  'multipart/form-data: `file` and the text fields of UploadFormFields (type, table_name, schema, ' +
  'already_exists, delimiter, header_row, skip_rows, rows_to_read, null_values, column_dates, day_first, ' +
  'decimal_character, columns_read, column_data_types, index_column, dataframe_index, index_label, sheet_name).';

/** Superset's upload endpoints on /api/v1/database/ (4.1+), permission can_upload on Database. */
export function registerUploadRoutes(
  app: FastifyInstance,
  uploads: UploadService,
  options: UploadRouteOptions,
): void {
  const api = typed(app);
  const config = { access: access.can('can_upload', 'Database') };
  const schema = {
    tags: ['Database'],
    consumes: ['multipart/form-data'],
    description: MULTIPART_DESCRIPTION,
  };

  async function withForm<T>(request: FastifyRequest, work: (form: UploadForm) => Promise<T>): Promise<T> {
    const form = await readUploadForm(request, options.tempRoot, options.maxBytes);
    try {
      return await work(form);
    } finally {
      await form.dispose();
    }
  }

  api.post(
    '/api/v1/database/:id/upload/',
    { config, schema: { ...schema, params: IdParams, response: created(MessageResponse) } },
    async (request, reply) => {
      const { id } = request.params;
      const principal = principalOf(request);
      await withForm(request, (form) => uploads.upload(id, form, principal));
      return reply.code(201).send({ message: 'OK' });
    },
  );

  api.post(
    '/api/v1/database/upload_metadata/',
    { config, schema: { ...schema, response: ok(UploadMetadataResponse) } },
    async (request) => ({
      result: await withForm(request, (form) => uploads.metadata(form)),
    }),
  );
}
