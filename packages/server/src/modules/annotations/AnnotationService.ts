import { humanizeDelta } from '@loupe/core';
import { sql, type SqlBool } from 'kysely';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../errors.js';
import { parseJsonText } from '../../platform/jsonText.js';
import type { ListResponse, ListService } from '../../platform/list/ListService.js';
import { nowIso } from '../../platform/metadata/schema.js';
import type { Principal } from '../../security/routeAccess.js';
import { ANNOTATION_LAYER_LIST, ANNOTATION_LIST } from './annotationLists.js';
import type { AnnotationRepository, AnnotationRow } from './AnnotationRepository.js';
import type {
  AnnotationCreateRequest,
  AnnotationLayerCreateRequest,
  AnnotationLayerUpdateRequest,
  AnnotationResult,
  AnnotationUpdateRequest,
} from './annotationSchemas.js';
import { naiveIso } from './annotationTimes.js';

export interface AnnotationServiceDeps {
  annotations: AnnotationRepository;
  lists: ListService;
  /** Drops repeat chart-data answers: their annotation_data may show what changed. */
  onChartDataChange: () => void;
}

/** Superset's AnnotationLayerDeleteIntegrityError. */
const LAYER_IN_USE = 'Annotation layer has associated annotations.';

function withHumanizedChange(page: ListResponse): ListResponse {
  for (const item of page.result)
    item.changed_on_delta_humanized = humanizeDelta(item.changed_on as string | null);
  if (!page.list_columns.includes('changed_on_delta_humanized'))
    page.list_columns.push('changed_on_delta_humanized');
  return page;
}

/** Superset's validate_json on json_metadata: empty is allowed, anything else must parse. */
function checkJsonMetadata(value: string | null | undefined): void {
  if (value === undefined || value === null || value === '') return;
  try {
    parseJsonText(value);
  } catch {
    throw new BadRequestError({ json_metadata: ['JSON not valid'] });
  }
}

const audit = (principal: Principal, creating: boolean) => {
  const now = nowIso();
  const changed = { changed_on: now, changed_by_fk: principal.user.id };
  return creating ? { ...changed, created_on: now, created_by_fk: principal.user.id } : changed;
};

/**
 * Annotation layers and their annotations (Superset's AnnotationLayerRestApi and AnnotationRestApi).
 * Everyone with the `Annotation` permissions sees and edits every layer: Superset has no ownership here.
 */
export class AnnotationService {
  constructor(private readonly deps: AnnotationServiceDeps) {}

  private async layer(id: number) {
    const row = await this.deps.annotations.findLayer(id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async listLayers(q: string | undefined): Promise<ListResponse> {
    return withHumanizedChange(await this.deps.lists.list(ANNOTATION_LAYER_LIST, q));
  }

  async getLayer(id: number): Promise<{ id: number; name: string; descr: string | null }> {
    const { name, descr } = await this.layer(id);
    return { id, name, descr };
  }

  async createLayer(body: AnnotationLayerCreateRequest, principal: Principal) {
    if (await this.deps.annotations.layerNameTaken(body.name))
      throw new UnprocessableError({ name: ['Name must be unique'] });
    const id = await this.deps.annotations.insertLayer({
      name: body.name,
      descr: body.descr ?? null,
      ...audit(principal, true),
    });
    return { id, result: body };
  }

  async updateLayer(id: number, body: AnnotationLayerUpdateRequest, principal: Principal) {
    await this.layer(id);
    if (body.name !== undefined && (await this.deps.annotations.layerNameTaken(body.name, id)))
      throw new UnprocessableError({ name: ['Name must be unique'] });
    await this.deps.annotations.updateLayer(id, { ...body, ...audit(principal, false) });
    this.deps.onChartDataChange();
    return { id, result: body };
  }

  /** Deletes all or none: an unknown id is a 404, a layer still holding annotations a 422. */
  async deleteLayers(ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const rows = await this.deps.annotations.findLayers(unique);
    if (rows.length !== unique.length) throw new NotFoundError();
    if ((await this.deps.annotations.layersWithAnnotations(unique)).length > 0)
      throw new UnprocessableError(LAYER_IN_USE);
    await this.deps.annotations.deleteLayers(unique);
    this.deps.onChartDataChange();
    return unique.length;
  }

  async listAnnotations(layerId: number, q: string | undefined): Promise<ListResponse> {
    await this.layer(layerId);
    const scope = [sql<SqlBool>`annotation.layer_id = ${layerId}`];
    return withHumanizedChange(await this.deps.lists.list(ANNOTATION_LIST, q, scope));
  }

  async getAnnotation(layerId: number, id: number): Promise<AnnotationResult> {
    const layer = await this.layer(layerId);
    const row = await this.deps.annotations.findAnnotation(layerId, id);
    if (!row) throw new NotFoundError();
    return {
      id: row.id,
      short_descr: row.short_descr,
      long_descr: row.long_descr,
      start_dttm: row.start_dttm,
      end_dttm: row.end_dttm,
      json_metadata: row.json_metadata,
      layer: { id: layer.id, name: layer.name },
    };
  }

  /** Superset's annotation checks: dates in order, a short description unique within the layer. */
  private async checkAnnotation(
    layerId: number,
    fields: { short_descr: string | null; start_dttm: string | null; end_dttm: string | null },
    exceptId?: number,
  ): Promise<void> {
    const { start_dttm: start, end_dttm: end } = fields;
    if (start !== null && end !== null && end < start)
      throw new UnprocessableError({ start_dttm: ['End date must be after start date'] });
    if (
      fields.short_descr !== null &&
      (await this.deps.annotations.shortDescrTaken(layerId, fields.short_descr, exceptId))
    )
      throw new UnprocessableError({ short_descr: ['Short description must be unique for this layer'] });
  }

  async createAnnotation(layerId: number, body: AnnotationCreateRequest, principal: Principal) {
    await this.layer(layerId);
    checkJsonMetadata(body.json_metadata);
    const start = naiveIso('start_dttm', body.start_dttm);
    // A missing end makes an event: it ends when it starts.
    const end = body.end_dttm ? naiveIso('end_dttm', body.end_dttm) : start;
    await this.checkAnnotation(layerId, { short_descr: body.short_descr, start_dttm: start, end_dttm: end });
    const id = await this.deps.annotations.insertAnnotation({
      layer_id: layerId,
      short_descr: body.short_descr,
      long_descr: body.long_descr ?? null,
      start_dttm: start,
      end_dttm: end,
      json_metadata: body.json_metadata ?? null,
      ...audit(principal, true),
    });
    this.deps.onChartDataChange();
    return { id, result: { ...body, start_dttm: start, end_dttm: end } };
  }

  async updateAnnotation(layerId: number, id: number, body: AnnotationUpdateRequest, principal: Principal) {
    await this.layer(layerId);
    const row = await this.deps.annotations.findAnnotation(layerId, id);
    if (!row) throw new NotFoundError();
    checkJsonMetadata(body.json_metadata);
    const changes: Partial<AnnotationRow> = {};
    if (body.short_descr !== undefined) changes.short_descr = body.short_descr;
    if (body.long_descr !== undefined) changes.long_descr = body.long_descr;
    if (body.json_metadata !== undefined) changes.json_metadata = body.json_metadata;
    if (body.start_dttm !== undefined) changes.start_dttm = naiveIso('start_dttm', body.start_dttm);
    // An emptied end makes an event again, as a missing one does on create.
    if (body.end_dttm === '') changes.end_dttm = changes.start_dttm ?? row.start_dttm;
    else if (body.end_dttm !== undefined)
      changes.end_dttm = body.end_dttm === null ? null : naiveIso('end_dttm', body.end_dttm);
    await this.checkAnnotation(
      layerId,
      {
        short_descr: changes.short_descr ?? row.short_descr,
        start_dttm: changes.start_dttm ?? row.start_dttm,
        end_dttm: changes.end_dttm !== undefined ? changes.end_dttm : row.end_dttm,
      },
      id,
    );
    await this.deps.annotations.updateAnnotation(id, { ...changes, ...audit(principal, false) });
    this.deps.onChartDataChange();
    return { id, result: { ...body, ...changes } };
  }

  /** Deletes all or none: an id not in this layer makes the whole request a 404. */
  async deleteAnnotations(layerId: number, ids: readonly number[]): Promise<number> {
    await this.layer(layerId);
    const unique = [...new Set(ids)];
    const rows = await this.deps.annotations.findAnnotations(layerId, unique);
    if (rows.length !== unique.length) throw new NotFoundError();
    await this.deps.annotations.deleteAnnotations(layerId, unique);
    this.deps.onChartDataChange();
    return unique.length;
  }
}
