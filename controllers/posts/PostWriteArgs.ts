/**
 * What a post create or update receives from its route's args (the writable fields of the
 * post type's item schema): the sent ones only, validated and sanitized. Title, content and
 * excerpt are a string or `{ raw }`, left unsanitized. A field sent as JSON null stays null
 * (nulls skip validation, as in WordPress). Which fields exist depends on the type
 * (its supports, its taxonomies), hence an interface rather than `ArgsOf` of a fixed schema;
 * each REST taxonomy adds its term ids under its rest base.
 */
export interface PostWriteArgs {
  title?: unknown;
  content?: unknown;
  excerpt?: unknown;
  status?: string | null;
  date?: string | null;
  date_gmt?: string | null;
  slug?: string | null;
  author?: number | null;
  password?: string | null;
  sticky?: boolean | null;
  parent?: number | null;
  menu_order?: number | null;
  comment_status?: string | null;
  ping_status?: string | null;
  featured_media?: number | null;
  format?: string | null;
  template?: string | null;
  meta?: Record<string, unknown> | null;
  readonly [taxonomyRestBase: string]: unknown;
}
