import { sql, type CreateTableBuilder, type Kysely, type Migration, type SqlBool } from 'kysely';
import type { SqlDialect } from '../sql/dialect';

/**
 * The first schema: WordPress's tables, simplified where WordPress keeps legacy shapes
 * (one row per term and taxonomy, roles and capabilities in their own tables, sessions and
 * application passwords in tables instead of user meta). Dates are 'YYYY-MM-DD HH:MM:SS' text.
 */
export function initialMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const text = (table: CreateTableBuilder<string>, ...names: string[]): CreateTableBuilder<string> =>
        names.reduce((t, name) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo('')), table);
      const integer = (table: CreateTableBuilder<string>, ...names: string[]): CreateTableBuilder<string> =>
        names.reduce((t, name) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0)), table);
      const metaTable = async (name: string, parent: string): Promise<void> => {
        await db.schema.createTable(name)
          .addColumn('meta_id', 'integer', (c) => dialect.autoIncrementId(c))
          .addColumn('object_id', 'integer', (c) => c.notNull().references(parent).onDelete('cascade'))
          .addColumn('meta_key', 'text', (c) => c.notNull())
          .addColumn('meta_value', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${name}_object_key`).on(name).columns(['object_id', 'meta_key']).execute();
      };

      // posts
      let posts = db.schema.createTable('posts').addColumn('id', 'integer', (c) => dialect.autoIncrementId(c));
      posts = text(posts, 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status',
        'comment_status', 'ping_status', 'post_password', 'post_name', 'post_modified', 'post_modified_gmt',
        'post_content_filtered', 'guid', 'post_type', 'post_mime_type');
      posts = integer(posts, 'post_author', 'post_parent', 'menu_order', 'comment_count', 'sticky');
      await posts.execute();
      await db.schema.createIndex('posts_type_status_date').on('posts')
        .columns(['post_type', 'post_status', 'post_date', 'id']).execute();
      await db.schema.createIndex('posts_name').on('posts').columns(['post_name']).execute();
      await db.schema.createIndex('posts_author').on('posts').columns(['post_author']).execute();
      await db.schema.createIndex('posts_parent').on('posts').columns(['post_parent']).execute();
      await metaTable('postmeta', 'posts.id');

      // terms (WordPress's terms + term_taxonomy in one row)
      let terms = db.schema.createTable('terms').addColumn('term_id', 'integer', (c) => dialect.autoIncrementId(c));
      terms = text(terms, 'name', 'slug', 'taxonomy', 'description');
      terms = integer(terms, 'parent', 'count', 'term_group');
      await terms.execute();
      await db.schema.createIndex('terms_taxonomy_slug_unique').unique().on('terms').columns(['taxonomy', 'slug']).execute();
      await db.schema.createIndex('terms_taxonomy_name').on('terms').columns(['taxonomy', 'name']).execute();
      await db.schema.createIndex('terms_taxonomy_parent').on('terms').columns(['taxonomy', 'parent']).execute();
      await metaTable('termmeta', 'terms.term_id');
      await db.schema.createTable('term_relationships')
        .addColumn('object_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('terms.term_id').onDelete('cascade'))
        .addColumn('term_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('term_relationships_pk', ['object_id', 'term_id'])
        .execute();
      await db.schema.createIndex('term_relationships_term').on('term_relationships').columns(['term_id']).execute();

      // users: login, e-mail and nicename are unique whatever their letter case (as under MySQL's collation)
      let users = db.schema.createTable('users').addColumn('id', 'integer', (c) => dialect.autoIncrementId(c));
      users = text(users, 'user_login', 'user_pass', 'user_nicename', 'user_email', 'user_url', 'user_registered',
        'display_name', 'nickname', 'first_name', 'last_name', 'description', 'locale');
      await users.execute();
      await db.schema.createIndex('users_login_unique').unique().on('users')
        .expression(sql`lower(user_login)`).execute();
      await db.schema.createIndex('users_nicename_unique').unique().on('users')
        .expression(sql`lower(user_nicename)`).execute();
      // Users without an e-mail may coexist, so the rule only covers non-empty addresses.
      await db.schema.createIndex('users_email_unique').unique().on('users')
        .expression(sql`lower(user_email)`).where(sql<SqlBool>`user_email <> ''`).execute();
      await metaTable('usermeta', 'users.id');
      await db.schema.createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('role_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();
      await db.schema.createIndex('user_roles_role').on('user_roles').columns(['role']).execute();
      await db.schema.createTable('user_capabilities')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('capability', 'text', (c) => c.notNull())
        .addColumn('grant_cap', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_capabilities_pk', ['user_id', 'capability'])
        .execute();

      // comments
      let comments = db.schema.createTable('comments')
        .addColumn('comment_id', 'integer', (c) => dialect.autoIncrementId(c));
      comments = text(comments, 'comment_author', 'comment_author_email', 'comment_author_url', 'comment_author_ip',
        'comment_agent', 'comment_date', 'comment_date_gmt', 'comment_content', 'comment_approved', 'comment_type');
      comments = integer(comments, 'comment_post_id', 'comment_parent', 'user_id', 'comment_karma');
      await comments.execute();
      await db.schema.createIndex('comments_post_status_date').on('comments')
        .columns(['comment_post_id', 'comment_approved', 'comment_date_gmt']).execute();
      await db.schema.createIndex('comments_date_gmt').on('comments').columns(['comment_date_gmt']).execute();
      await db.schema.createIndex('comments_parent').on('comments').columns(['comment_parent']).execute();
      await db.schema.createIndex('comments_user').on('comments').columns(['user_id']).execute();
      await db.schema.createIndex('comments_author_email').on('comments').columns(['comment_author_email']).execute();
      await metaTable('commentmeta', 'comments.comment_id');

      // options
      await db.schema.createTable('options')
        .addColumn('option_name', 'text', (c) => c.primaryKey())
        .addColumn('option_value', 'text', (c) => c.notNull())
        .addColumn('autoload', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('options_autoload').on('options').columns(['autoload']).execute();

      // login sessions and application passwords
      let sessions = db.schema.createTable('sessions')
        .addColumn('id', 'integer', (c) => dialect.autoIncrementId(c))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
      sessions = text(sessions, 'token_hash', 'ip', 'ua');
      sessions = integer(sessions, 'expiration', 'login');
      await sessions.execute();
      await db.schema.createIndex('sessions_token_unique').unique().on('sessions').columns(['token_hash']).execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
      await db.schema.createTable('application_passwords')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('app_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password', 'text', (c) => c.notNull())
        .addColumn('created', 'integer', (c) => c.notNull())
        .addColumn('last_used', 'integer')
        .addColumn('last_ip', 'text')
        .execute();
      await db.schema.createIndex('application_passwords_user').on('application_passwords').columns(['user_id']).execute();
    },
  };
}
