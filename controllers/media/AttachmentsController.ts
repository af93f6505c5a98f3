/**
 * WordPress's WP_REST_Attachments_Controller (read it beside
 * `class-wp-rest-attachments-controller.php`): the `attachment` post type under
 * `wp/v2/media`. Uploads arrive as a multipart `file` or a raw body with a
 * Content-Disposition file name (both already on disk, see spoolUpload); files
 * live under the uploads directory in `YYYY/MM/`, images get WordPress's
 * sub-sizes, deleting (only with force) removes the files.
 */
import {
  Args, Controller, Permission, Route, type IdArgs, Methods, RestError, validateRequestArg, type ArgSchemaMap,
  type Schema, authorizationRequiredCode, type RestRequest, RestResponse,
} from '../kit';
import { basename, dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { UPLOADS_URL_PATH } from '../../src/media/uploadsMiddleware';
import { EDITABLE_IMAGE_TYPES, attachmentFiles, generateImageMetadata, makeSubSizes, orderedSizeNames, removeFiles, type AttachmentMetadata } from '../../src/media/imageMetadata';
import { DEFAULT_IMAGE_SIZES, resizePlan } from '../../src/media/imageSizes';
import { mediaTypes } from '../../src/media/mimeTypes';
import { uniqueFileName } from '../../src/media/fileNames';
import { monthFolder, storeUpload, type StoredUpload, type UploadTarget } from '../../src/media/storeUpload';
import { downloadToSpool, sideloadFileName, validateSideloadUrl } from '../../src/media/sideload';
import { isEmpty, toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import { isUploadedFile } from '../../src/server/UploadedFile';
import { formatUtc } from '../../src/storage/sql/values';
import type { PostInput, PostQuery, PostRecord } from '../../src/storage/types';
import { contentRendererFor } from '../content/installContentRendering';
import { PostsController, type PostDeleteArgs } from '../posts/PostsController';
import type { PostWriteArgs } from '../posts/PostWriteArgs';
import type { PostCollectionArgs } from '../posts/postCollectionParams';
import { THUMBNAIL_META } from '../posts/PostPresenter';
import { attachmentCollectionParams, editMediaArgs, extendAttachmentSchema } from './attachmentSchema';
import { applyImageEdits, imageEditsOf } from './imageEdits';
import { filenameFromDisposition } from './contentDisposition';
import { attachmentPrefix } from './prependAttachment';
import { withIdArg } from '../shared/idArg';

const ITEM = '/(?P<id>[\\d]+)';
const ATTACHED_FILE = '_wp_attached_file';
const METADATA = '_wp_attachment_metadata';
const ALT_TEXT = '_wp_attachment_image_alt';
const EDIT_ROOT = '_wp_attachment_edit_root_id';
/** Extensions wp_attachment_is( 'image' ) accepts. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'gif', 'png', 'webp', 'avif', 'heic', 'heif'];

const error = (code: string, message: string, status: number): RestError => new RestError(code, message, { status });
const sanitizeText = (value: unknown): string => String(value ?? '').replace(/<[^>]*>/g, '').replace(/[\r\n\t ]+/g, ' ').trim();

/** `rest_upload_hash_mismatch` when a `Content-MD5` header does not match the file. */
async function checkContentMd5(request: RestRequest, path: string): Promise<RestError | undefined> {
  const expected = request.getHeader('content-md5');
  if (expected === null || expected.trim() === '') return undefined;
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex') === expected.trim() ? undefined : error('rest_upload_hash_mismatch', 'Content hash did not match expected.', 412);
}

// Attachments are not batchable in WordPress, though the posts routes they inherit are.
@Controller('wp/v2', { restBase: 'media', batch: false })
export class AttachmentsController extends PostsController {
  /** The stored file of the request being written, for prepareTypeFields. */
  private readonly uploads = new WeakMap<RestRequest, { stored: StoredUpload; title: string }>();

  override postTypeName(): string {
    return 'attachment';
  }

  protected override extendItemSchema(schema: Schema): Schema {
    return extendAttachmentSchema(schema, sanitizeText);
  }

  override getCollectionParams(): ArgSchemaMap {
    return attachmentCollectionParams(super.getCollectionParams(), [...mediaTypes(this.options.allowedMimeTypes).keys()]);
  }

  /** WordPress's prepare_items_query: `media_type` and `mime_type` become the MIME types listed (unknown ones are ignored). */
  protected override typeCollectionQuery(query: PostQuery, args: PostCollectionArgs): PostQuery {
    const groups = mediaTypes(this.options.allowedMimeTypes);
    const wanted: string[] = [];
    for (const type of args.media_type ?? []) wanted.push(...(groups.get(type) ?? []));
    if (args.mime_type !== undefined) {
      for (const type of args.mime_type) if (groups.get(type.split('/', 1)[0]!)?.includes(type) === true) wanted.push(type);
    }
    return wanted.length > 0 ? { ...query, mime_type: [...new Set(wanted)] } : query;
  }

  override getEndpointArgsForItemSchema(method: string = Methods.CREATABLE): ArgSchemaMap {
    const args = super.getEndpointArgsForItemSchema(method);
    if (method !== Methods.CREATABLE) return args;
    return {
      ...args,
      generate_sub_sizes: { type: 'boolean', default: true, description: 'Whether to generate image sub sizes.' },
      convert_format: { type: 'boolean', default: true, description: 'Whether to convert image formats.' },
      url: {
        type: 'string',
        format: 'uri',
        description: 'URL of an external image to sideload into the media library, instead of uploading a file.',
        validate_callback: (value, request, param) => {
          const valid = validateRequestArg(value, request, param);
          return valid === true ? validateSideloadUrl(value) : valid;
        },
      },
    };
  }

  // ------------------------------------------------------------ files

  private filePath(relative: string): string {
    return join(this.options.uploadsDir, ...relative.split('/'));
  }

  private fileUrl(relative: string): string {
    return `${this.options.baseUrl}${UPLOADS_URL_PATH}/${relative}`;
  }

  async attachedFile(id: number): Promise<string | undefined> {
    const [file] = await this.storage.posts.meta.get(id, ATTACHED_FILE);
    return typeof file === 'string' && file !== '' ? file : undefined;
  }

  async metadata(id: number): Promise<AttachmentMetadata | undefined> {
    const [meta] = await this.storage.posts.meta.get(id, METADATA);
    return typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? (meta as unknown as AttachmentMetadata) : undefined;
  }

  private isImage(post: PostRecord, file: string | undefined): boolean {
    const ext = (file ?? post.guid).split('.').pop()?.toLowerCase() ?? '';
    return post.post_mime_type.startsWith('image/') && IMAGE_EXTENSIONS.includes(ext);
  }

  /** The month folder of a new upload: the attached post's (pages excepted), else now. */
  private async uploadFolder(parentId: number): Promise<string> {
    const parent = parentId > 0 ? await this.storage.posts.get(parentId) : undefined;
    if (parent !== undefined && parent.post_type !== 'page' && Number(parent.post_date.slice(0, 4)) > 0) return monthFolder(parent.post_date);
    return monthFolder(formatUtc(new Date(this.options.now())));
  }

  /** Where a new file of this request goes and which types it may have. */
  private async uploadTarget(request: RestRequest): Promise<UploadTarget> {
    return {
      uploadsDir: this.options.uploadsDir,
      allowed: this.options.allowedMimeTypes,
      unfiltered: await this.access.can('unfiltered_upload'),
      subdir: await this.uploadFolder(toInt(request.getParam('post'))),
    };
  }

  /** The uploaded file moved into place (WordPress's upload_from_file / upload_from_data), or why not. */
  private async receiveUpload(request: RestRequest): Promise<StoredUpload | RestError> {
    const files = request.getFileParams();
    const target = await this.uploadTarget(request);
    if (Object.keys(files).length > 0) {
      const file = files.file;
      if (!isUploadedFile(file)) return error('rest_upload_no_data', 'No data supplied.', 400);
      if (file.error === 4) return error('rest_upload_unknown_error', 'No file was uploaded.', 500);
      const hash = await checkContentMd5(request, file.tmp_name);
      if (hash !== undefined) return hash;
      const stored = await storeUpload(file, target);
      return 'error' in stored ? error('rest_upload_unknown_error', stored.error, 500) : stored;
    }
    const body = request.getBodyFile();
    if (body === null || body.size === 0) return error('rest_upload_no_data', 'No data supplied.', 400);
    const type = request.getHeader('content-type');
    if (type === null || type === '') return error('rest_upload_no_content_type', 'No Content-Type supplied.', 400);
    const disposition = request.getHeader('content-disposition');
    if (disposition === null || disposition === '') return error('rest_upload_no_content_disposition', 'No Content-Disposition supplied.', 400);
    const name = filenameFromDisposition(disposition);
    if (name === null || name === '') {
      return error('rest_upload_invalid_disposition', 'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.', 400);
    }
    const hash = await checkContentMd5(request, body.tmp_name);
    if (hash !== undefined) return hash;
    const stored = await storeUpload({ ...body, name }, target);
    return 'error' in stored ? error('rest_upload_sideload_error', stored.error, 500) : stored;
  }

  /**
   * WordPress's create_item_from_url: the image at `url` downloaded (through the configured fetcher,
   * under the upload size limit) and stored with the same checks as an upload (media_handle_sideload).
   */
  private async receiveSideload(request: RestRequest, url: string): Promise<{ stored: StoredUpload; name: string } | RestError> {
    const name = sideloadFileName(url, this.options.allowedMimeTypes);
    if (name instanceof RestError) return name;
    const downloaded = await downloadToSpool(this.options.sideloadFetcher, url, this.options.uploadsDir, this.options.maxUploadBytes);
    if (downloaded instanceof RestError) return downloaded;
    try {
      const stored = await storeUpload({ name, type: '', tmp_name: downloaded.path, size: downloaded.size, error: 0 }, await this.uploadTarget(request));
      // media_handle_sideload's error carries no data (so no status: a 500).
      return 'error' in stored ? new RestError('upload_error', stored.error) : { stored, name };
    } finally {
      // Stored files were linked under their own name; the spooled copy goes either way.
      await removeFiles([downloaded.path]);
    }
  }

  /** The client's file name, for the default title. */
  private static clientName(request: RestRequest): string {
    const file = request.getFileParams().file;
    if (isUploadedFile(file)) return file.name;
    const disposition = request.getHeader('content-disposition');
    return disposition === null ? '' : (filenameFromDisposition(disposition) ?? '');
  }

  override async prepareTypeFields(request: RestRequest, input: PostInput, existing: PostRecord | undefined): Promise<RestError | undefined> {
    const text = (value: unknown): string | undefined => {
      if (typeof value === 'string') return value;
      const raw = typeof value === 'object' && value !== null ? (value as { raw?: unknown }).raw : undefined;
      return typeof raw === 'string' ? raw : undefined;
    };
    const caption = text(request.getParam('caption'));
    if (caption !== undefined) input.post_excerpt = caption;
    const description = text(request.getParam('description'));
    if (description !== undefined) input.post_content = description;
    const post = request.getParam('post');
    if (post !== null && post !== undefined) input.post_parent = toInt(post);
    const upload = this.uploads.get(request);
    if (existing === undefined && upload !== undefined) {
      input.post_mime_type = upload.stored.type;
      input.guid = this.fileUrl(upload.stored.relative);
      if (isEmpty(request.getParam('status'))) input.post_status = 'inherit';
      if (input.post_title === undefined || input.post_title === '') input.post_title = upload.title;
    }
    return undefined;
  }

  // ------------------------------------------------------------ create

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const base = await super.createItemPermissionsCheck(request);
    if (base !== true) return base;
    if (!(await this.access.can('upload_files'))) return error('rest_cannot_create', 'Sorry, you are not allowed to upload media on this site.', 400);
    const post = toInt(request.getParam('post'));
    if (post > 0 && !(await this.access.can('edit_post', post))) {
      return error('rest_cannot_edit', 'Sorry, you are not allowed to upload media to this post.', authorizationRequiredCode());
    }
    const file = request.getFileParams().file;
    const type = isUploadedFile(file) ? file.type : '';
    if (type.startsWith('image/') && !['image/svg+xml', 'image/heic', 'image/heif'].includes(type) && !EDITABLE_IMAGE_TYPES.includes(type)) {
      return error('rest_upload_image_type_not_supported', 'The web server cannot generate responsive image sizes for this image. Convert it to JPEG or PNG before uploading.', 400);
    }
    return true;
  }

  private async invalidParent(request: RestRequest): Promise<RestError | undefined> {
    const post = toInt(request.getParam('post'));
    if (post <= 0) return undefined;
    const parent = await this.storage.posts.get(post);
    return parent !== undefined && ['revision', 'attachment'].includes(parent.post_type) ? error('rest_invalid_param', 'Invalid parent type.', 400) : undefined;
  }

  override async createItem(request: RestRequest, args: PostWriteArgs): Promise<RestResponse | RestError> {
    const parentError = await this.invalidParent(request);
    if (parentError !== undefined) return parentError;
    const url = request.getParam('url');
    const sideloaded = typeof url === 'string' && url !== '';
    const received = sideloaded ? await this.receiveSideload(request, url) : await this.receiveUpload(request);
    if (received instanceof RestError) return received;
    const stored = 'stored' in received ? received.stored : received;
    const clientName = 'stored' in received ? received.name : AttachmentsController.clientName(request);
    const fromClient = sanitizeText(clientName.includes('.') ? clientName.slice(0, clientName.lastIndexOf('.')) : '');
    const title = fromClient !== '' ? fromClient : basename(stored.relative).replace(/\.[^.]+$/, '');
    this.uploads.set(request, { stored, title });
    const saved = await this.saveWithFile(request, args, stored.relative, stored.path, async (post) => {
      const alt = request.getParam('alt_text');
      if (typeof alt === 'string') await this.storage.posts.meta.set(post.id, ALT_TEXT, [sanitizeText(alt)]);
    });
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    this.hooks.doAction('rest_after_insert_attachment', saved, request, true);
    const sizes = request.getParam('generate_sub_sizes') === false ? [] : orderedSizeNames();
    await this.writeMetadata(saved, stored.path, stored.relative, sizes);
    // WordPress's sideload answer has no upload ID header.
    return this.createdResponse(saved, request, !sideloaded);
  }

  /**
   * Saves the attachment post of a stored file in one transaction, with its
   * file and what `more` writes; a write that fails leaves no file behind.
   */
  private async saveWithFile(request: RestRequest, args: PostWriteArgs, relative: string, path: string, more: (post: PostRecord) => Promise<void>): Promise<PostRecord | RestError> {
    let saved: PostRecord | RestError;
    try {
      saved = await this.storage.transaction(async () => {
        const post = await this.writer.save(request, args, undefined);
        if (post instanceof RestError) return post;
        await this.storage.posts.meta.set(post.id, ATTACHED_FILE, [relative]);
        await more(post);
        return post;
      });
    } catch (thrown) {
      await removeFiles([path]);
      throw thrown;
    }
    if (saved instanceof RestError) await removeFiles([path]);
    return saved;
  }

  /** The 201 answer for a new attachment, in the edit context. */
  private async createdResponse(saved: PostRecord, request: RestRequest, withUploadId: boolean): Promise<RestResponse> {
    request.setParam('context', 'edit');
    const response = await this.prepareItemForResponse(saved, request);
    response.setStatus(201);
    if (withUploadId) response.header('X-WP-Upload-Attachment-ID', String(saved.id));
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${saved.id}`));
    return response;
  }

  /** WordPress's wp_generate_attachment_metadata + wp_update_attachment_metadata (images only get dimensions and sizes). */
  private async writeMetadata(post: PostRecord, path: string, relative: string, sizes: readonly string[], extra: Record<string, unknown> = {}): Promise<void> {
    let meta: Record<string, unknown>;
    if (this.isImage(post, relative)) {
      try {
        meta = { ...(await generateImageMetadata(path, relative, post.post_mime_type, [...sizes])), ...extra };
        // A scaled or rotated copy becomes the attachment's file (WordPress's wp_create_image_subsizes).
        if (meta.file !== relative) await this.storage.posts.meta.set(post.id, ATTACHED_FILE, [meta.file as string]);
      } catch {
        meta = { filesize: (await stat(path)).size, ...extra };
      }
    } else {
      meta = { filesize: (await stat(path)).size, ...extra };
    }
    await this.storage.posts.meta.set(post.id, METADATA, [meta as never]);
  }

  // ------------------------------------------------------------ update

  override async updateItem(request: RestRequest, args: IdArgs & PostWriteArgs & { alt_text?: string }): Promise<RestResponse | RestError> {
    const parentError = await this.invalidParent(request);
    if (parentError !== undefined) return parentError;
    const response = await super.updateItem(request, args);
    if (response instanceof RestError) return response;
    const { id, alt_text: alt } = args;
    if (alt !== undefined) {
      await this.storage.posts.meta.set(id, ALT_TEXT, [alt]);
      const post = await this.storage.posts.get(id);
      if (post !== undefined) return this.prepareItemForResponse(post, request);
    }
    return response;
  }

  // ------------------------------------------------------------ post-process and edit

  @Route(`${ITEM}/post-process`, { methods: 'POST', allow_batch: false })
  @Args(withIdArg('Unique identifier for the attachment.', { action: { type: 'string', enum: ['create-image-subsizes'], required: true } }))
  @Permission('updateItemPermissionsCheck')
  async postProcessItem(request: RestRequest, args: IdArgs & { action: 'create-image-subsizes' }): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    if (args.action === 'create-image-subsizes') await this.createMissingSizes(post);
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(post, request);
  }

  /** WordPress's wp_update_image_subsizes: makes the sizes the metadata lacks. */
  private async createMissingSizes(post: PostRecord): Promise<void> {
    const relative = await this.attachedFile(post.id);
    if (relative === undefined || !this.isImage(post, relative)) return;
    const path = this.filePath(relative);
    const meta = await this.metadata(post.id);
    if (meta === undefined || !(meta.width > 0)) {
      await this.writeMetadata(post, path, relative, orderedSizeNames());
      return;
    }
    const missing = this.missingSizes(post, meta);
    if (missing.length === 0) return;
    const made = await makeSubSizes(path, meta.width, meta.height, post.post_mime_type, missing);
    await this.storage.posts.meta.set(post.id, METADATA, [{ ...meta, sizes: { ...meta.sizes, ...made } } as never]);
  }

  private missingSizes(post: PostRecord, meta: AttachmentMetadata | undefined): string[] {
    if (meta === undefined || !EDITABLE_IMAGE_TYPES.includes(post.post_mime_type) || !(meta.width > 0)) return [];
    return orderedSizeNames().filter((name) => meta.sizes?.[name] === undefined && resizePlan(meta.width, meta.height, DEFAULT_IMAGE_SIZES.get(name)!) !== undefined);
  }

  async editMediaItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!(await this.access.can('upload_files'))) {
      return error('rest_cannot_edit_image', 'Sorry, you are not allowed to upload media on this site.', authorizationRequiredCode());
    }
    return this.updateItemPermissionsCheck(request);
  }

  @Route(`${ITEM}/edit`, { methods: 'POST', allow_batch: false })
  // WordPress declares no `id` argument here: the id comes from the URL only.
  @Args((c: AttachmentsController) => editMediaArgs(c.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('editMediaItemPermissionsCheck')
  async editMediaItem(request: RestRequest, args: PostWriteArgs): Promise<RestResponse | RestError> {
    const original = await this.getPost(request.getParam('id'));
    if (original instanceof RestError) return original;
    const relative = await this.attachedFile(original.id);
    const meta = await this.metadata(original.id);
    const src = String(request.getParam('src') ?? '');
    if (relative === undefined || meta === undefined || !this.isImage(original, relative) || !this.srcMatches(src, relative, meta)) {
      return error('rest_unknown_attachment', 'Unable to get meta information for file.', 404);
    }
    if (!['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/heic'].includes(original.post_mime_type)) {
      return error('rest_cannot_edit_file_type', 'This type of file cannot be edited.', 400);
    }
    const edits = imageEditsOf(request);
    if (edits.length === 0) return error('rest_image_not_edited', 'The image was not edited. Edit the image before applying the changes.', 400);
    // Edits start from the original when the attachment's file is a scaled or rotated copy of it.
    const source = typeof meta.original_image === 'string' ? `${dirname(relative)}/${basename(meta.original_image)}` : relative;
    const path = this.filePath(source);
    const ext = source.split('.').pop()!;
    const stem = basename(source, `.${ext}`);
    const name = /-edited(-\d+)?$/.test(stem) ? stem.replace(/-edited(-\d+)?$/, '-edited') : `${stem}-edited`;
    const subdir = monthFolder(formatUtc(new Date(this.options.now())));
    const dir = this.filePath(subdir);
    await mkdir(dir, { recursive: true });
    const filename = await uniqueFileName(dir, `${name}.${ext}`, this.options.allowedMimeTypes);
    const target = join(dir, filename);
    const edited = await applyImageEdits(sharp(path), edits);
    if (edited instanceof RestError) return edited;
    await edited.toFile(target);
    const stored: StoredUpload = { path: target, relative: `${subdir}/${filename}`, type: original.post_mime_type };
    const text = (key: string, fallback: string): string => {
      const value = request.getParam(key);
      return typeof value === 'string' ? value : fallback;
    };
    this.uploads.set(request, { stored, title: original.post_title !== '' ? original.post_title : name });
    if (request.getParam('caption') === undefined) request.setParam('caption', original.post_excerpt);
    if (request.getParam('description') === undefined) request.setParam('description', original.post_content);
    const saved = await this.saveWithFile(request, args, stored.relative, target, async (post) => {
      const [originalAlt] = await this.storage.posts.meta.get(original.id, ALT_TEXT);
      const alt = text('alt_text', typeof originalAlt === 'string' ? originalAlt : '');
      if (alt !== '') await this.storage.posts.meta.set(post.id, ALT_TEXT, [sanitizeText(alt)]);
      const [root] = await this.storage.posts.meta.get(original.id, EDIT_ROOT);
      await this.storage.posts.meta.set(post.id, EDIT_ROOT, [toInt(root) > 0 ? toInt(root) : original.id]);
    });
    if (saved instanceof RestError) return saved;
    await this.writeMetadata(saved, target, stored.relative, orderedSizeNames(), { parent_image: { attachment_id: original.id, file: source } });
    return this.createdResponse(saved, request, true);
  }

  /** Whether `src` names the image or one of its sizes (wp_image_file_matches_image_meta). */
  private srcMatches(src: string, relative: string, meta: AttachmentMetadata): boolean {
    const path = src.split('?', 1)[0]!;
    const file = basename(path);
    if (file === '' || !path.includes(dirname(relative))) return false;
    if (file === basename(relative) || file === meta.original_image) return true;
    return Object.values(meta.sizes ?? {}).some((size) => size.file === file);
  }

  // ------------------------------------------------------------ delete

  override async deleteItem(request: RestRequest, args: PostDeleteArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    if (args.force !== true) {
      return error('rest_trash_not_supported', "The post does not support trashing. Set 'force=true' to delete.", 501);
    }
    const relative = await this.attachedFile(post.id);
    const files = relative === undefined ? [] : attachmentFiles(this.filePath(relative), await this.metadata(post.id));
    const response = await super.deleteItem(request, args);
    if (!(response instanceof RestError) && response.getStatus() < 400) {
      // As wp_delete_attachment: posts that showed it as their featured image no longer point at it.
      await this.storage.posts.meta.deleteEverywhere(THUMBNAIL_META, post.id);
      await removeFiles(files);
    }
    return response;
  }

  // ------------------------------------------------------------ shaping

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const post = item as PostRecord;
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_attachment', new RestResponse([]), post, request);
    const base = await this.presenter.present(post, request);
    const fields = this.getFieldsForResponse(request);
    const has = (field: string): boolean => isFieldIncluded(field, fields);
    const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    const data = { ...(base.getData() as Record<string, unknown>) };
    const relative = await this.attachedFile(post.id);
    const meta = await this.metadata(post.id);
    const image = this.isImage(post, relative);
    const sourceUrl = relative !== undefined ? this.fileUrl(relative) : post.guid;
    const renderer = contentRendererFor(this.hooks);
    const [storedAlt] = await this.storage.posts.meta.get(post.id, ALT_TEXT);
    const alt = typeof storedAlt === 'string' ? storedAlt : '';
    if (has('description')) {
      // WordPress's prepend_attachment runs among the_content filters: the file's link comes first.
      const prefix = attachmentPrefix({ url: sourceUrl, title: post.post_title, alt, image, meta });
      data.description = { raw: post.post_content, rendered: `${prefix}\n${await renderer.postContent(post)}` };
    }
    if (has('caption')) data.caption = { raw: post.post_excerpt, rendered: await renderer.postExcerpt(post, undefined) };
    if (has('alt_text')) data.alt_text = alt;
    if (has('media_type')) data.media_type = image ? 'image' : 'file';
    if (has('mime_type')) data.mime_type = post.post_mime_type;
    if (has('media_details')) data.media_details = this.mediaDetails(post, meta, sourceUrl);
    if (has('post')) data.post = post.post_parent > 0 ? post.post_parent : null;
    if (has('edit_root') && context === 'edit') {
      const [root] = await this.storage.posts.meta.get(post.id, EDIT_ROOT);
      data.edit_root = toInt(root);
    }
    if (has('source_url')) data.source_url = sourceUrl;
    if (has('missing_image_sizes')) data.missing_image_sizes = this.missingSizes(post, meta);
    if (has('filename')) data.filename = typeof meta?.original_image === 'string' ? meta.original_image : relative !== undefined ? basename(relative) : null;
    if (has('filesize')) data.filesize = await this.fileSize(relative, meta);
    if (image) {
      if (has('exif_orientation')) data.exif_orientation = Math.max(1, toInt(meta?.image_meta?.orientation));
      if (has('image_output_format')) data.image_output_format = null;
      if (has('image_save_progressive')) data.image_save_progressive = false;
      if (has('image_quality')) data.image_quality = { default: post.post_mime_type === 'image/webp' ? 86 : 82, sizes: {} };
    }
    const response = new RestResponse(this.filterResponseByContext(data, context));
    for (const [rel, links] of Object.entries(base.getLinks())) for (const link of links) response.addLink(rel, link.href, link.attributes);
    if (post.post_parent > 0 && Object.keys(base.getLinks()).length > 0) {
      const parent = await this.storage.posts.get(post.post_parent);
      const restBase = parent === undefined ? undefined : this.postTypes.get(parent.post_type)?.restBase;
      if (parent !== undefined && restBase !== undefined) {
        response.addLink('https://api.w.org/attached-to', this.urls.restUrl(`/wp/v2/${restBase}/${parent.id}`), { embeddable: true, post_type: parent.post_type, id: parent.id });
      }
    }
    return this.hooks.applyFilters<RestResponse>('rest_prepare_attachment', response, post, request);
  }

  /** The stored metadata as the response shows it: `mime_type` keys, each size's URL, and the full size. */
  private mediaDetails(post: PostRecord, meta: AttachmentMetadata | undefined, sourceUrl: string): unknown {
    if (meta === undefined || Object.keys(meta).length === 0) return {};
    const details: Record<string, unknown> = { ...meta };
    const sizes = meta.sizes ?? {};
    if (Object.keys(sizes).length === 0) {
      details.sizes = {};
      return details;
    }
    const folder = sourceUrl.slice(0, sourceUrl.lastIndexOf('/') + 1);
    const shown: Record<string, unknown> = {};
    for (const [name, size] of Object.entries(sizes)) {
      const { 'mime-type': mime, ...rest } = size as unknown as Record<string, unknown>;
      shown[name] = { ...rest, ...(mime !== undefined ? { mime_type: mime } : {}), source_url: `${folder}${String(size.file)}` };
    }
    if (this.isImage(post, sourceUrl)) {
      shown.full = { file: basename(sourceUrl), width: meta.width, height: meta.height, mime_type: post.post_mime_type, source_url: sourceUrl };
    }
    details.sizes = shown;
    return details;
  }

  private async fileSize(relative: string | undefined, meta: AttachmentMetadata | undefined): Promise<number | null> {
    if (typeof meta?.filesize === 'number') return meta.filesize;
    if (relative === undefined) return null;
    const info = await stat(this.filePath(relative)).catch(() => undefined);
    return info?.isFile() === true ? info.size : null;
  }
}
