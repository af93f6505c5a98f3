import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Constraints and indexes parallel writers rely on.
 *
 * Term names claimed per level: one row per (taxonomy, parent, lower-cased name) held by the term that
 * owns the name there, so the database refuses a second term with the same name at the same level
 * (WordPress's term_exists rule) even when two requests check at the same moment. A term WordPress lets
 * share a name (one given its own distinct slug) simply holds no claim. Existing duplicates are kept:
 * the oldest term of each group gets the claim.
 */
export function writeConstraintsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createTable('term_names')
        .addColumn('taxonomy', 'text', (c) => c.notNull())
        .addColumn('parent', 'integer', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('term_id', 'integer', (c) => c.notNull().references('terms.term_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('term_names_pkey', ['taxonomy', 'parent', 'name_key'])
        .execute();
      await db.schema.createIndex('term_names_term').on('term_names').columns(['term_id']).execute();
      await sql`insert into term_names (taxonomy, parent, name_key, term_id)
        select taxonomy, parent, lower(name), min(term_id) from terms group by taxonomy, parent, lower(name)`.execute(db);
      // The flood check looks up a guest's latest comment by address (users by id and e-mail have indexes).
      await db.schema.createIndex('comments_author_ip_date').on('comments').columns(['comment_author_ip', 'comment_date_gmt']).execute();
    },
  };
}
