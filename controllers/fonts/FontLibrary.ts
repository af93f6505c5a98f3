/**
 * The font collections of an app (WordPress's WP_Font_Library and
 * WP_Font_Collection): named lists of font families a client may install.
 * WordPress loads Google Fonts' list from WordPress.org; this server is offline,
 * so its default collection is the small JSON file beside this one, and each
 * collection's families come from an injectable source: a list, or a loader
 * (any `async () => data`, e.g. a fetch from a catalogue the app trusts),
 * called when a client asks for them.
 */
import type { Container } from 'inversify';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import { isEmpty } from '../../src/schema/php';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import { sanitizeCollectionData } from './collectionData';
import defaultCollection from './defaultFontCollection.json';

/** Where a collection's families come from. */
export type FontFamiliesSource = readonly unknown[] | (() => Promise<unknown>);

export interface FontCollectionCategory {
  name: string;
  slug: string;
}

export interface FontCollectionInput {
  /** Unique identifier, as sanitize_title leaves it (`google-fonts`). */
  slug: string;
  name: string;
  description?: string;
  /** The `font_families` list, or a loader of it (or of `{ font_families, categories }`). */
  fontFamilies: FontFamiliesSource;
  categories?: readonly FontCollectionCategory[];
}

/** A collection's data as the REST API shows it. */
export interface FontCollectionData {
  name: string;
  description: string;
  font_families: unknown[];
  categories: FontCollectionCategory[];
}

export class FontCollection {
  constructor(readonly slug: string, private readonly input: FontCollectionInput) {}

  /** The collection's data; a source that fails or gives no list of families is an error (the REST API answers 500). */
  async getData(): Promise<FontCollectionData | RestError> {
    let loaded: unknown;
    try {
      loaded = typeof this.input.fontFamilies === 'function' ? await this.input.fontFamilies() : this.input.fontFamilies;
    } catch (thrown) {
      return new RestError('font_collection_request_error', `Error fetching the font collection data from a URL: ${(thrown as Error).message}`);
    }
    const holder = typeof loaded === 'object' && loaded !== null && !Array.isArray(loaded) ? (loaded as Record<string, unknown>) : undefined;
    const families = Array.isArray(loaded) ? loaded : holder?.font_families;
    const categories = this.input.categories ?? (Array.isArray(holder?.categories) ? (holder.categories as FontCollectionCategory[]) : []);
    // As WordPress: a collection needs a name and at least one family.
    for (const [property, value] of [['name', this.input.name], ['font_families', families]] as const) {
      if (isEmpty(value) || (property === 'font_families' && !Array.isArray(value))) {
        return new RestError('font_collection_missing_property', `Font collection "${this.slug}" has missing or empty property: "${property}".`);
      }
    }
    const clean = sanitizeCollectionData({ font_families: families as unknown[], categories: [...categories] });
    return { name: sanitizeTextField(this.input.name), description: sanitizeTextField(this.input.description ?? ''), ...clean } as FontCollectionData;
  }
}

export class FontLibrary {
  private readonly collections = new Map<string, FontCollection>();

  /** Adds a collection; a slug already taken is refused (WordPress's font_collection_registration_error). */
  register(input: FontCollectionInput): FontCollection | RestError {
    if (this.collections.has(input.slug)) {
      return new RestError('font_collection_registration_error', `Font collection with slug: "${input.slug}" is already registered.`);
    }
    const collection = new FontCollection(input.slug, input);
    this.collections.set(input.slug, collection);
    return collection;
  }

  unregister(slug: string): boolean {
    return this.collections.delete(slug);
  }

  get(slug: string): FontCollection | undefined {
    return this.collections.get(slug);
  }

  /** Every collection, in registration order. */
  all(): FontCollection[] {
    return [...this.collections.values()];
  }
}

/** A face `src` relative to the site made absolute. */
function siteUrl(src: unknown, baseUrl: string): unknown {
  return typeof src === 'string' && src.startsWith('/') ? `${baseUrl}${src}` : src;
}

/**
 * The collection every app starts with: the families of `defaultFontCollection.json`,
 * their faces' relative `src` made absolute on the site's address.
 */
export function defaultFontCollection(baseUrl: string): FontCollectionInput {
  const families = defaultCollection.font_families.map((family) => ({
    ...family,
    font_family_settings: {
      ...family.font_family_settings,
      fontFace: family.font_family_settings.fontFace.map((face) => ({ ...face, src: siteUrl(face.src, baseUrl) })),
    },
  }));
  return { slug: defaultCollection.slug, name: defaultCollection.name, description: defaultCollection.description, fontFamilies: families, categories: defaultCollection.categories };
}

/** Binds the app's font library with the default collection (idempotent). */
export function installFontLibrary(app: { container: Container }): FontLibrary {
  if (app.container.isBound(TOKENS.FontLibrary)) return app.container.get<FontLibrary>(TOKENS.FontLibrary);
  const library = new FontLibrary();
  library.register(defaultFontCollection(app.container.get<ResolvedOptions>(TOKENS.Options).baseUrl));
  app.container.bind(TOKENS.FontLibrary).toConstantValue(library);
  return library;
}

/** The app's font library, for code outside the container (setup scripts, tests). */
export function fontLibraryOf(app: { container: Container }): FontLibrary {
  return installFontLibrary(app);
}

/** WordPress's wp_register_font_collection for an app. */
export function registerFontCollection(app: { container: Container }, input: FontCollectionInput): FontCollection | RestError {
  return fontLibraryOf(app).register(input);
}
