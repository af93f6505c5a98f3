/**
 * WordPress's WP_REST_Block_Patterns_Controller at `wp/v2/block-patterns/patterns`:
 * read it beside `class-wp-rest-block-patterns-controller.php`.
 */
import { inject, Controller, Permission, Route, TOKENS, type RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { EditorRegistryController } from '../blocks/EditorRegistryController';
import { objectSchema, readonlyField } from '../shared/readonlyItemSchema';
import type { PatternDirectorySource } from '../pattern-directory/PatternDirectorySource';
import type { BlockPattern, BlockPatternRegistry } from './BlockPatternRegistry';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { injectThemeAttribute } from './injectThemeAttribute';
import { loadDirectoryPatterns } from './loadDirectoryPatterns';


/** Pattern entry keys and the fields they are answered as, in WordPress's order. */
const FIELDS = [
  ['name', 'name'], ['title', 'title'], ['content', 'content'], ['description', 'description'], ['viewportWidth', 'viewport_width'],
  ['inserter', 'inserter'], ['categories', 'categories'], ['keywords', 'keywords'], ['blockTypes', 'block_types'], ['postTypes', 'post_types'],
  ['templateTypes', 'template_types'], ['source', 'source'],
] as const;

/** Core categories WordPress renamed in 6.2: patterns registered with the old names are listed under the new. */
const RENAMED_CATEGORIES: Readonly<Record<string, string>> = { buttons: 'call-to-action', columns: 'text', query: 'posts' };

@Controller('wp/v2', { restBase: 'block-patterns/patterns' })
export class BlockPatternsController extends EditorRegistryController {
  @inject(TOKENS.BlockPatterns) readonly patterns!: BlockPatternRegistry;
  @inject(TOKENS.PatternDirectory) private readonly directory!: PatternDirectorySource;
  @inject(TOKENS.Themes) private readonly themes!: ThemeRegistry;
  private directoryPatternsLoaded = false;

  protected override buildItemSchema(): Schema {
    return objectSchema('block-pattern', {
      name: readonlyField('The pattern name.'),
      title: readonlyField('The pattern title, in human readable format.'),
      content: readonlyField('The pattern content.'),
      description: readonlyField('The pattern detailed description.'),
      viewport_width: readonlyField('The pattern viewport width for inserter preview.', 'number'),
      inserter: readonlyField('Determines whether the pattern is visible in inserter.', 'boolean'),
      categories: readonlyField('The pattern category slugs.', 'array'),
      keywords: readonlyField('The pattern keywords.', 'array'),
      block_types: readonlyField('Block types that the pattern is intended to be used with.', 'array'),
      post_types: readonlyField('An array of post types that the pattern is restricted to be used with.', 'array'),
      template_types: readonlyField('An array of template types where the pattern fits.', 'array'),
      source: {
        ...readonlyField('Where the pattern comes from e.g. core'),
        enum: ['core', 'plugin', 'theme', 'pattern-directory/core', 'pattern-directory/theme', 'pattern-directory/featured'],
      },
    });
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.editorsOnly('rest_cannot_view', 'Sorry, you are not allowed to view the registered block patterns.');
  }

  @Route('', { methods: 'GET' })
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    if (!this.directoryPatternsLoaded) {
      await loadDirectoryPatterns(this.patterns, this.directory, this.hooks);
      this.directoryPatternsLoaded = true;
    }
    const stylesheet = this.themes.activeTheme()?.stylesheet;
    const patterns = this.patterns.all().map((pattern) => {
      const listed = withRenamedCategories(pattern);
      return stylesheet === undefined || listed.content === undefined ? listed : { ...listed, content: injectThemeAttribute(listed.content, stylesheet) };
    });
    return new RestResponse(await this.prepareCollection(patterns, request));
  }

  override prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    return this.prepareRegistered(item as BlockPattern, FIELDS, request);
  }
}

function withRenamedCategories(pattern: BlockPattern): BlockPattern {
  if (!Array.isArray(pattern.categories)) return pattern;
  return { ...pattern, categories: pattern.categories.map((category) => RENAMED_CATEGORIES[category] ?? category) };
}
