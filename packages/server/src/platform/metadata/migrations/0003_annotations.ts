import type { Kysely } from 'kysely';
import { dialectOf, withAudit, withId } from './columns.js';

/**
 * Superset's annotation layers and their annotations (`annotation_layer`, `annotation`), which charts
 * draw as NATIVE annotation layers. A layer's name is unique, as Superset's API checks; an
 * annotation's short description is unique within its layer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = dialectOf(db);
  await withAudit(withId(db.schema.createTable('annotation_layer'), d))
    .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('descr', 'text')
    .execute();
  await withAudit(withId(db.schema.createTable('annotation'), d))
    .addColumn('start_dttm', 'text')
    .addColumn('end_dttm', 'text')
    .addColumn('layer_id', 'integer', (c) => c.notNull().references('annotation_layer.id'))
    .addColumn('short_descr', 'varchar(500)')
    .addColumn('long_descr', 'text')
    .addColumn('json_metadata', 'text')
    .execute();
  await db.schema
    .createIndex('ix_annotation_layer_dttm')
    .on('annotation')
    .columns(['layer_id', 'start_dttm', 'end_dttm'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('annotation').ifExists().execute();
  await db.schema.dropTable('annotation_layer').ifExists().execute();
}
