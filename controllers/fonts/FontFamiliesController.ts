/**
 * WordPress's WP_REST_Font_Families_Controller (read it beside
 * `class-wp-rest-font-families-controller.php`): `wp_font_family` posts under
 * `wp/v2/font-families`. A family's settings arrive as a JSON string
 * (`font_family_settings`, so multipart forms can carry them); the name and slug
 * are the post's title and slug, the rest its content. Slugs are unique, the
 * slug never changes, and deleting a family deletes its faces and their files.
 */
import { Controller, Methods, RestError, type ArgSchemaMap, type Schema, type RestRequest, type RestResponse } from '../kit';
import { sanitizeSlug } from '../../src/storage/sql/values';
import type { PostRecord } from '../../src/storage/types';
import { postTypeOfClass, type PostDeleteArgs } from '../posts/PostsController';
import type { IdArgs } from '../../src/baseControllers/CollectionArgs';
import { fontFaceFiles } from './fontFiles';
import { removeFiles } from '../../src/media/imageMetadata';
import { FontPostsController, type FontLink } from './FontPostsController';
import {
  FAMILY_SETTINGS_SCHEMA, decodeSettings, emptyRequiredSetting, invalidSettings, sanitizeFamilySettings,
  validateSettings, type FontSettings,
} from './fontSettings';
import { invalidPostId } from '../shared/restErrors';

const PARAM = 'font_family_settings';
const SETTINGS_ARG: Schema = { description: 'font-family declaration in theme.json format, encoded as a string.', type: 'string', required: true };
/** A create's settings: required, decoded from their JSON string and sanitized. */
type FontFamilyCreateArgs = { font_family_settings: FontSettings };
/** An update's: the family id from the path, and whichever settings were sent (the slug never). */
type FontFamilyUpdateArgs = IdArgs & { font_family_settings?: FontSettings };

/** WordPress lists at most this many faces of a family. */
const MAX_FACES = 99;

@Controller('wp/v2', { restBase: 'font-families', batch: false })
export class FontFamiliesController extends FontPostsController {
  protected readonly plural = 'font families';
  protected readonly singular = 'font family';

  override postTypeName(): string {
    return postTypeOfClass(this.constructor)?.name ?? 'wp_font_family';
  }

  protected override buildItemSchema(): Schema {
    return this.fontItemSchema({
      font_faces: { description: 'The IDs of the child font faces in the font family.', type: 'array', context: ['view', 'edit', 'embed'], items: { type: 'integer' } },
      font_family_settings: FAMILY_SETTINGS_SCHEMA,
    });
  }

  override getEndpointArgsForItemSchema(method: string = Methods.CREATABLE): ArgSchemaMap {
    if (method !== Methods.CREATABLE && method !== Methods.EDITABLE) return super.getEndpointArgsForItemSchema(method);
    return this.settingsArgs(PARAM, SETTINGS_ARG.description!, (value, request) => this.validateFamilySettings(value, request), sanitizeFamilySettings);
  }

  /** WordPress's validate_font_family_settings: a JSON string of valid settings; on update, any subset but the slug. */
  private validateFamilySettings(value: unknown, request: RestRequest): true | RestError {
    const isString = validateSettings(value, SETTINGS_ARG, PARAM);
    if (isString !== true) return isString;
    const settings = decodeSettings(value);
    if (settings === undefined) return invalidSettings(`${PARAM} parameter must be a valid JSON string.`);
    const updating = request.getParam('id') !== null && request.getParam('id') !== undefined;
    const { required: _required, ...optional } = FAMILY_SETTINGS_SCHEMA;
    if (updating && typeof settings === 'object' && settings !== null && Object.hasOwn(settings, 'slug')) {
      return invalidSettings(`${PARAM}[slug] cannot be updated.`);
    }
    const valid = validateSettings(settings, updating ? optional : FAMILY_SETTINGS_SCHEMA, PARAM);
    if (valid !== true) return valid;
    return emptyRequiredSetting(settings, FAMILY_SETTINGS_SCHEMA.required as string[], PARAM) ?? true;
  }

  /** The settings a family post holds (empty strings for missing ones). */
  private settingsOf(post: PostRecord): FontSettings {
    const stored = decodeSettings(post.post_content) ?? {};
    const text = (value: unknown): unknown => (value === undefined || value === null || value === '' || value === false ? '' : value);
    return { name: post.post_title, slug: post.post_name, fontFamily: text(stored.fontFamily), preview: text(stored.preview) };
  }

  /** The settings as the post stores them: name and slug are its title and slug, the rest its content. */
  private postFields(settings: FontSettings): { post_title: string; post_name: string; post_content: string } {
    const { name, slug, ...rest } = settings;
    return { post_title: String(name ?? ''), post_name: sanitizeSlug(String(slug ?? '')), post_content: JSON.stringify(rest) };
  }

  /** The ids of the family's faces, oldest first. */
  async faceIds(familyId: number): Promise<number[]> {
    const faces = await this.storage.posts.query({ type: 'wp_font_face', status: 'any', parent: [familyId], orderby: 'id', order: 'asc', limit: MAX_FACES });
    return faces.items.map((face) => face.id);
  }

  override async createItem(request: RestRequest, args: FontFamilyCreateArgs): Promise<RestResponse | RestError> {
    const settings = args.font_family_settings;
    const slug = String(settings.slug ?? '');
    // One family per slug, also when two requests add the same family at once.
    const post = await this.storage.transaction(async () => {
      await this.storage.claim(`${this.postTypeName()}:${slug}`);
      const taken = await this.storage.posts.query({ type: this.postTypeName(), status: 'any', slug: [slug], limit: 1 });
      if (taken.items.length > 0) return new RestError('rest_duplicate_font_family', `A font family with slug "${slug}" already exists.`, { status: 400 });
      return this.insertPost(this.postFields(settings));
    });
    if (post instanceof RestError) return post;
    return this.createdResponse(post, request);
  }

  override async updateItem(request: RestRequest, args: FontFamilyUpdateArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    const settings = { ...this.settingsOf(post), ...args.font_family_settings };
    const saved = await this.storage.posts.update(post.id, { post_status: 'publish', ...this.postFields(settings) });
    if (saved === undefined) return invalidPostId();
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.postTypeName()}`, saved, request, false);
    return this.prepareItemForResponse(saved, request);
  }

  /** Deleted with `force` only; its faces (and their files) go with it, as WordPress's _wp_after_delete_font_family. */
  override async deleteItem(request: RestRequest, args: PostDeleteArgs): Promise<RestResponse | RestError> {
    const refused = this.trashRefused(request);
    if (refused !== undefined) return refused;
    const faces = await this.faceIds(args.id);
    const response = await super.deleteItem(request, args);
    if (response instanceof RestError || response.getStatus() >= 400) return response;
    for (const face of faces) {
      const files = await fontFaceFiles(this.storage, this.options, face);
      await this.storage.posts.delete(face);
      await removeFiles(files);
    }
    return response;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const post = item as PostRecord;
    // The `font_faces` field and the links both list the faces: read them once.
    let faces: Promise<number[]> | undefined;
    const faceIds = (): Promise<number[]> => (faces ??= this.faceIds(post.id));
    return this.respond(post, request, { font_faces: faceIds, font_family_settings: () => this.settingsOf(post) }, () => this.links(post, faceIds));
  }

  private async links(post: PostRecord, faceIds: () => Promise<number[]>): Promise<FontLink[]> {
    const base = `/${this.namespace}/${this.restBase}`;
    const faces = await faceIds();
    return [
      { rel: 'self', href: this.urls.restUrl(`${base}/${post.id}`) },
      { rel: 'collection', href: this.urls.restUrl(base) },
      ...faces.map((face) => ({ rel: 'font_faces', href: this.urls.restUrl(`${base}/${post.id}/font-faces/${face}`), attributes: { embeddable: true } })),
    ];
  }
}
