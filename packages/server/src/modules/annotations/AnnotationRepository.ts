import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from '../../platform/metadata/metadataDb.js';
import type { AnnotationLayerTable, AnnotationTable } from '../../platform/metadata/schema.js';

export type AnnotationLayerRow = Selectable<AnnotationLayerTable>;
export type AnnotationRow = Selectable<AnnotationTable>;

/** SQL of annotation layers and their annotations. */
export class AnnotationRepository {
  constructor(private readonly db: MetadataDb) {}

  findLayer(id: number): Promise<AnnotationLayerRow | undefined> {
    return this.db.selectFrom('annotation_layer').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findLayers(ids: readonly number[]): Promise<AnnotationLayerRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('annotation_layer').selectAll().where('id', 'in', ids).execute();
  }

  /** Another layer of this name (names are unique), other than `exceptId`. */
  async layerNameTaken(name: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('annotation_layer').select('id').where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertLayer(row: Insertable<AnnotationLayerTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('annotation_layer')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateLayer(id: number, changes: Updateable<AnnotationLayerTable>): Promise<void> {
    await this.db.updateTable('annotation_layer').set(changes).where('id', '=', id).execute();
  }

  /** The layers among `ids` that still hold annotations. */
  async layersWithAnnotations(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('annotation')
      .select('layer_id')
      .distinct()
      .where('layer_id', 'in', ids)
      .execute();
    return rows.map((r) => r.layer_id);
  }

  async deleteLayers(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('annotation_layer').where('id', 'in', ids).execute();
  }

  findAnnotation(layerId: number, id: number): Promise<AnnotationRow | undefined> {
    return this.db
      .selectFrom('annotation')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findAnnotations(layerId: number, ids: readonly number[]): Promise<AnnotationRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('annotation')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Another annotation of the layer with this short description, other than `exceptId`. */
  async shortDescrTaken(layerId: number, shortDescr: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', shortDescr);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertAnnotation(row: Insertable<AnnotationTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('annotation')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateAnnotation(id: number, changes: Updateable<AnnotationTable>): Promise<void> {
    await this.db.updateTable('annotation').set(changes).where('id', '=', id).execute();
  }

  async deleteAnnotations(layerId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('annotation').where('layer_id', '=', layerId).where('id', 'in', ids).execute();
  }

  /**
   * The layer's annotations, in start order; with bounds (naive ISO text, either may be null) only
   * those overlapping them: starting before the end and ending after the start.
   */
  layerAnnotations(
    layerId: number,
    bounds: { since: string | null; until: string | null },
  ): Promise<AnnotationRow[]> {
    let query = this.db.selectFrom('annotation').selectAll().where('layer_id', '=', layerId);
    if (bounds.until !== null) query = query.where('start_dttm', '<', bounds.until);
    if (bounds.since !== null)
      query = query.where((eb) =>
        eb.or([
          eb('end_dttm', '>=', bounds.since),
          eb.and([eb('end_dttm', 'is', null), eb('start_dttm', '>=', bounds.since)]),
        ]),
      );
    return query.orderBy('start_dttm').orderBy('id').execute();
  }
}
