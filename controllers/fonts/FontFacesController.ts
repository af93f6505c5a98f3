/**
 * WordPress's WP_REST_Font_Faces_Controller (read it beside
 * `class-wp-rest-font-faces-controller.php`): `wp_font_face` posts, children of
 * a font family, under `wp/v2/font-families/<font_family_id>/font-faces`. A
 * face's settings arrive as a JSON string (`font_face_settings`) whose `src`
 * may name multipart file fields: those font files are stored in the fonts
 * folder and `src` becomes their URLs. Faces are never updated; deleting one
 * (with `force`) deletes its files.
 */
import { Args, Controller, Route, Methods, RestError, type ArgSchemaMap, type Schema, type RestRequest, type RestResponse } from '../kit';
import type { IdArgs } from '../../src/baseControllers/CollectionArgs';
import { isEmpty, toInt } from '../../src/schema/php';
import { isUploadedFile } from '../../src/server/UploadedFile';
import { sanitizeSlug } from '../../src/storage/sql/values';
import type { PostQuery, PostRecord } from '../../src/storage/types';
import { removeFiles } from '../../src/media/imageMetadata';
import { postTypeOfClass, type PostDeleteArgs, type PostReadArgs } from '../posts/PostsController';
import type { PostWriteArgs } from '../posts/PostWriteArgs';
import { withRouteArgs } from '../posts/routeArgs';
import type { PostCollectionArgs } from '../posts/postCollectionParams';
import { FONT_FACE_FILE, fontFaceFiles, storeFontFile, type StoredFont } from './fontFiles';
import { FontPostsController, type FontLink } from './FontPostsController';
import {
  FACE_SETTINGS_SCHEMA, decodeSettings, emptyRequiredSetting, fontFaceSlug, invalidSettings, isHttpUrl,
  sanitizeFaceSettings, validateSettings, type FontSettings,
} from './fontSettings';
import { notFound } from '../shared/restErrors';

const PARAM = 'font_face_settings';
const ITEM = '/(?P<id>[\\d]+)';
const FAMILY_ID: ArgSchemaMap = { font_family_id: { description: 'The ID for the parent font family of the font face.', type: 'integer', required: true } };
const FACE_ID: ArgSchemaMap = { ...FAMILY_ID, id: { description: 'Unique identifier for the font face.', type: 'integer', required: true } };
const FORCE: ArgSchemaMap = { force: { type: 'boolean', default: false, description: 'Whether to bypass Trash and force deletion.' } };

const invalidParent = (): RestError => notFound('rest_post_invalid_parent', 'Invalid post parent ID.');
const parentMismatch = (familyId: number): RestError =>
  new RestError('rest_font_face_parent_id_mismatch', `The font face does not belong to the specified font family with id of "${familyId}".`, { status: 404 });

/** The `src` of settings as a list. */
const srcList = (settings: FontSettings): unknown[] => (Array.isArray(settings.src) ? settings.src : [settings.src]);

@Controller('wp/v2', { restBase: 'font-families/(?P<font_family_id>[\\d]+)/font-faces', batch: false })
export class FontFacesController extends FontPostsController {
  protected readonly plural = 'font faces';
  protected readonly singular = 'font face';
  protected override readonly droppedFilters: readonly string[] = ['slug'];

  override postTypeName(): string {
    return postTypeOfClass(this.constructor)?.name ?? 'wp_font_face';
  }

  protected override buildItemSchema(): Schema {
    return this.fontItemSchema({
      parent: { description: 'The ID for the parent font family of the font face.', type: 'integer', context: ['view', 'edit', 'embed'] },
      font_face_settings: FACE_SETTINGS_SCHEMA,
    });
  }

  /** WordPress's get_create_params: the version and the settings string. */
  override getEndpointArgsForItemSchema(method: string = Methods.CREATABLE): ArgSchemaMap {
    if (method !== Methods.CREATABLE) return super.getEndpointArgsForItemSchema(method);
    return this.settingsArgs(PARAM, 'font-face declaration in theme.json format, encoded as a string.', (value, request) => this.validateFaceSettings(value, request), sanitizeFaceSettings);
  }

  /** WordPress's validate_create_font_face_settings: valid settings whose every `src` is a URL or a file sent with them, and every file used. */
  private validateFaceSettings(value: unknown, request: RestRequest): true | RestError {
    const settings = decodeSettings(value);
    if (settings === undefined) return invalidSettings(`${PARAM} parameter must be a valid JSON string.`);
    const valid = validateSettings(settings, FACE_SETTINGS_SCHEMA, PARAM);
    if (valid !== true) return valid;
    // WordPress names the setting in the singular here.
    const empty = emptyRequiredSetting(settings, FACE_SETTINGS_SCHEMA.required as string[], 'font_face_setting');
    if (empty !== undefined) return empty;
    const files = request.getFileParams();
    const srcs = srcList(settings);
    for (const src of srcs.map((item) => String(item).replace(/^[ \t\n\r\0\v]+/, ''))) {
      if (isEmpty(src)) return invalidSettings(`${PARAM}[src] values must be non-empty strings.`);
      if (!isHttpUrl(src, this.options.baseUrl) && !Object.hasOwn(files, src)) return invalidSettings(`${PARAM}[src] value "${src}" must be a valid URL or file reference.`);
    }
    for (const file of Object.keys(files)) {
      if (!srcs.includes(file)) return invalidSettings(`File ${file} must be used in ${PARAM}[src].`);
    }
    return true;
  }

  /** The family `font_family_id` names, or `rest_post_invalid_parent`. */
  private async family(request: RestRequest): Promise<PostRecord | RestError> {
    const id = toInt(request.getParam('font_family_id'));
    const family = id > 0 ? await this.storage.posts.get(id) : undefined;
    return family !== undefined && family.post_type === 'wp_font_family' ? family : invalidParent();
  }

  /** The face of the request when it belongs to the family of the request. */
  private async faceInFamily(request: RestRequest): Promise<PostRecord | RestError> {
    const face = await this.getPost(request.getParam('id'));
    if (face instanceof RestError) return face;
    const family = await this.family(request);
    if (family instanceof RestError) return family;
    return family.id === face.post_parent ? face : parentMismatch(family.id);
  }

  /** The faces of the family in the URL only. */
  protected override typeCollectionQuery(query: PostQuery, args: PostCollectionArgs & { font_family_id: number }): PostQuery {
    return { ...query, parent: [args.font_family_id] };
  }

  @Args((c: FontFacesController) => withRouteArgs(FAMILY_ID, c.getCollectionParams()))
  override async getItems(request: RestRequest, args: PostCollectionArgs): Promise<RestResponse | RestError> {
    const family = await this.family(request);
    return family instanceof RestError ? family : super.getItems(request, args);
  }

  @Args((c: FontFacesController) => withRouteArgs(FACE_ID, { context: c.getContextParam({ default: 'view' }) }))
  override async getItem(request: RestRequest, args: PostReadArgs): Promise<RestResponse | RestError> {
    const face = await this.faceInFamily(request);
    return face instanceof RestError ? face : super.getItem(request, args);
  }

  @Args((c: FontFacesController) => withRouteArgs(FAMILY_ID, c.getEndpointArgsForItemSchema(Methods.CREATABLE)))
  override async createItem(request: RestRequest, args: { font_face_settings: FontSettings }): Promise<RestResponse | RestError> {
    const family = await this.family(request);
    if (family instanceof RestError) return family;
    const settings = { ...args.font_face_settings };
    const title = fontFaceSlug(settings);
    const faces = await this.storage.posts.query({ type: this.postTypeName(), status: 'any' });
    if (faces.items.some((face) => face.post_title === title)) {
      return new RestError('rest_duplicate_font_face', 'A font face matching those settings already exists.', { status: 400 });
    }
    const stored = await this.storeFiles(request, settings);
    if (stored instanceof RestError) return stored;
    settings.src = stored.srcs.length === 1 ? stored.srcs[0] : stored.srcs;
    let post: PostRecord;
    try {
      post = await this.storage.transaction(async () => {
        const face = await this.insertPost({ post_parent: family.id, post_title: title, post_name: sanitizeSlug(title), post_content: JSON.stringify(settings) });
        if (stored.files.length > 0) await this.storage.posts.meta.set(face.id, FONT_FACE_FILE, stored.files.map((file) => file.name));
        return face;
      });
    } catch (thrown) {
      // A face that could not be saved keeps no files.
      await removeFiles(stored.files.map((file) => file.path));
      throw thrown;
    }
    return this.createdResponse(post, request);
  }

  /** Each `src` naming an uploaded file replaced by the stored file's URL; a failure leaves no file behind. */
  private async storeFiles(request: RestRequest, settings: FontSettings): Promise<{ srcs: unknown[]; files: StoredFont[] } | RestError> {
    const uploads = request.getFileParams();
    const unfiltered = await this.access.can('unfiltered_upload');
    const srcs: unknown[] = [];
    const files: StoredFont[] = [];
    for (const src of srcList(settings)) {
      const upload = typeof src === 'string' && Object.hasOwn(uploads, src) ? uploads[src] : undefined;
      if (!isUploadedFile(upload)) {
        srcs.push(src);
        continue;
      }
      const file = await storeFontFile(upload, this.options, unfiltered);
      if (file instanceof RestError) {
        await removeFiles(files.map((stored) => stored.path));
        return file;
      }
      files.push(file);
      srcs.push(file.url);
    }
    return { srcs, files };
  }

  /** WordPress serves no update of a font face: the inherited edit endpoint is withdrawn. */
  @Route(ITEM, { methods: [] })
  override async updateItem(request: RestRequest, args: IdArgs & PostWriteArgs): Promise<RestResponse | RestError> {
    return super.updateItem(request, args);
  }

  @Args(withRouteArgs(FACE_ID, FORCE))
  override async deleteItem(request: RestRequest, args: PostDeleteArgs): Promise<RestResponse | RestError> {
    const face = await this.faceInFamily(request);
    if (face instanceof RestError) return face;
    const refused = this.trashRefused(request);
    if (refused !== undefined) return refused;
    const files = await fontFaceFiles(this.storage, this.options, face.id);
    const response = await super.deleteItem(request, args);
    if (response instanceof RestError || response.getStatus() >= 400) return response;
    await removeFiles(files);
    return response;
  }

  /** The settings a face post holds, only those of the schema (empty required ones when it holds none). */
  private settingsOf(post: PostRecord): FontSettings {
    const stored = decodeSettings(post.post_content);
    if (stored === undefined) return { fontFamily: '', src: [] };
    const known = FACE_SETTINGS_SCHEMA.properties!;
    return Object.fromEntries(Object.entries(stored).filter(([key]) => Object.hasOwn(known, key)));
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const post = item as PostRecord;
    return this.respond(post, request, { parent: () => post.post_parent, font_face_settings: () => this.settingsOf(post) }, () => this.links(post), true);
  }

  private links(post: PostRecord): FontLink[] {
    const family = `/${this.namespace}/font-families/${post.post_parent}`;
    return [
      { rel: 'self', href: this.urls.restUrl(`${family}/font-faces/${post.id}`) },
      { rel: 'collection', href: this.urls.restUrl(`${family}/font-faces`) },
      { rel: 'parent', href: this.urls.restUrl(family) },
    ];
  }
}
