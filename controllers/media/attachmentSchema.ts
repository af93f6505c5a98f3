/**
 * The fields WordPress's attachments controller adds to the posts schema
 * (get_item_schema of WP_REST_Attachments_Controller), and its collection filters.
 */
import type { ArgSchemaMap, Schema } from '../../src/schema/types';
import { orderedSizeNames } from '../../src/media/imageMetadata';

const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];
const free = { sanitize_callback: null, validate_callback: null };

const rawRendered = (what: string, label: string, renderedContext: string[]): Record<string, Schema> => ({
  raw: { description: `${label} for the attachment, as it exists in the database.`, type: 'string', context: EDIT },
  rendered: { description: `HTML ${what} for the attachment, transformed for display.`, type: 'string', context: renderedContext, readonly: true },
});

export function extendAttachmentSchema(schema: Schema, sanitizeText: (value: unknown) => unknown): Schema {
  const properties: Record<string, Schema> = { ...(schema.properties ?? {}) };
  delete properties.password;
  const quality = { type: 'integer', minimum: 1, maximum: 100 };
  Object.assign(properties, {
    alt_text: { description: 'Alternative text to display when attachment is not displayed.', type: 'string', context: ALL, arg_options: { sanitize_callback: sanitizeText } },
    caption: { description: 'The attachment caption.', type: 'object', context: ALL, arg_options: free, properties: rawRendered('caption', 'Caption', ALL) },
    description: { description: 'The attachment description.', type: 'object', context: VIEW_EDIT, arg_options: free, properties: rawRendered('description', 'Description', VIEW_EDIT) },
    media_type: { description: 'Attachment type.', type: 'string', enum: ['image', 'file'], context: ALL, readonly: true },
    mime_type: { description: 'The attachment MIME type.', type: 'string', context: ALL, readonly: true },
    media_details: { description: 'Details about the media file, specific to its type.', type: 'object', context: ALL, readonly: true },
    post: { description: 'The ID for the associated post of the attachment.', type: 'integer', context: VIEW_EDIT },
    edit_root: { description: "The ID of the attachment this attachment's chain of edits started from, or 0 if none is recorded.", type: 'integer', context: EDIT, readonly: true },
    source_url: { description: 'URL to the original attachment file.', type: 'string', format: 'uri', context: ALL, readonly: true },
    missing_image_sizes: { description: 'List of the missing image sizes of the attachment.', type: 'array', items: { type: 'string' }, context: EDIT, readonly: true },
    filename: { description: 'Original attachment file name.', type: 'string', context: VIEW_EDIT, readonly: true },
    filesize: { description: 'Attachment file size in bytes.', type: ['integer', 'null'], context: VIEW_EDIT, readonly: true },
    exif_orientation: { description: 'EXIF orientation value. Values 1-8 follow the EXIF specification, where 1 means no rotation needed.', type: 'integer', context: EDIT, readonly: true },
    image_quality: {
      description: 'Encode quality (1-100) from the wp_editor_set_quality filter, resolved against the output MIME type. The "default" value applies to the full-size image; "sizes" lists per-registered-size overrides where the filtered value differs from "default".',
      type: 'object', context: EDIT, readonly: true,
      properties: { default: quality, sizes: { type: 'object', properties: Object.fromEntries(orderedSizeNames().map((name) => [name, quality])) } },
    },
    image_output_format: { description: 'The output MIME type this image should be converted to, based on the image_editor_output_format filter. Null if no conversion is needed.', type: ['string', 'null'], context: EDIT, readonly: true },
    image_save_progressive: { description: 'Whether to use progressive/interlaced encoding when saving this image.', type: 'boolean', context: EDIT, readonly: true },
  });
  return { ...schema, properties };
}

/** The collection filters of media: statuses an attachment may have, media and MIME types. */
export function attachmentCollectionParams(params: ArgSchemaMap, mediaTypes: readonly string[]): ArgSchemaMap {
  const status = params.status as Schema | undefined;
  const out: ArgSchemaMap = { ...params };
  if (status !== undefined) out.status = { ...status, default: 'inherit', items: { ...(status.items as Schema), enum: ['inherit', 'private', 'trash'] } };
  out.media_type = {
    default: null, description: 'Limit result set to attachments of a particular media type or media types.', type: 'array', items: { type: 'string', enum: [...mediaTypes] },
  };
  out.mime_type = { default: null, description: 'Limit result set to attachments of a particular MIME type or MIME types.', type: 'array', items: { type: 'string' } };
  return out;
}

/** The edit route's arguments (get_edit_media_item_args), then the fields the new attachment may be given. */
export function editMediaArgs(editable: ArgSchemaMap): ArgSchemaMap {
  const percent = (description: string): Schema => ({ description, type: 'number', minimum: 0, maximum: 100 });
  const num = (description: string): Schema => ({ description, type: 'number' });
  const bool = (description: string): Schema => ({ description, type: 'boolean' });
  const args: ArgSchemaMap = {
    src: { description: 'URL to the edited image file.', type: 'string', format: 'uri', required: true },
    modifiers: {
      description: 'Array of image edits.', type: 'array', minItems: 1,
      items: {
        description: 'Image edit.', type: 'object', required: ['type', 'args'],
        oneOf: [
          { title: 'Flip', properties: { type: { description: 'Flip type.', type: 'string', enum: ['flip'] }, args: { description: 'Flip arguments.', type: 'object', required: ['flip'], properties: { flip: { description: 'Flip direction.', type: 'object', required: ['horizontal', 'vertical'], properties: { horizontal: bool('Whether to flip in the horizontal direction.'), vertical: bool('Whether to flip in the vertical direction.') } } } } } },
          { title: 'Rotation', properties: { type: { description: 'Rotation type.', type: 'string', enum: ['rotate'] }, args: { description: 'Rotation arguments.', type: 'object', required: ['angle'], properties: { angle: num('Angle to rotate clockwise in degrees.') } } } },
          { title: 'Crop', properties: { type: { description: 'Crop type.', type: 'string', enum: ['crop'] }, args: { description: 'Crop arguments.', type: 'object', required: ['left', 'top', 'width', 'height'], properties: {
            left: num('Horizontal position from the left to begin the crop as a percentage of the image width.'),
            top: num('Vertical position from the top to begin the crop as a percentage of the image height.'),
            width: num('Width of the crop as a percentage of the image width.'),
            height: num('Height of the crop as a percentage of the image height.'),
          } } } },
        ],
      },
    },
    rotation: { description: 'The amount to rotate the image clockwise in degrees. DEPRECATED: Use `modifiers` instead.', type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 360, exclusiveMaximum: true },
    x: percent('As a percentage of the image, the x position to start the crop from. DEPRECATED: Use `modifiers` instead.'),
    y: percent('As a percentage of the image, the y position to start the crop from. DEPRECATED: Use `modifiers` instead.'),
    width: percent('As a percentage of the image, the width to crop the image to. DEPRECATED: Use `modifiers` instead.'),
    height: percent('As a percentage of the image, the height to crop the image to. DEPRECATED: Use `modifiers` instead.'),
  };
  for (const key of ['caption', 'description', 'title', 'post', 'alt_text']) if (editable[key] !== undefined) args[key] = editable[key]!;
  return args;
}
