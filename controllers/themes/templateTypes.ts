/** WordPress's default block template types and template part areas (get_default_block_template_types, get_allowed_block_template_part_areas). */
export interface TemplateType { title: string; description: string; slug: string }
export interface TemplatePartArea { area: string; label: string; description: string; icon: string; area_tag: string }

export const DEFAULT_TEMPLATE_TYPES: readonly TemplateType[] = [
  { title: "Index", description: "Used as a fallback template for all pages when a more specific template is not defined.", slug: "index" },
  { title: "Blog Home", description: "Displays the latest posts as either the site homepage or as the \"Posts page\" as defined under reading settings. If it exists, the Front Page template overrides this template when posts are shown on the homepage.", slug: "home" },
  { title: "Front Page", description: "Displays your site's homepage, whether it is set to display latest posts or a static page. The Front Page template takes precedence over all templates.", slug: "front-page" },
  { title: "Single Entries", description: "Displays any single entry, such as a post or a page. This template will serve as a fallback when a more specific template (e.g. Single Post, Page, or Attachment) cannot be found.", slug: "singular" },
  { title: "Single Posts", description: "Displays a single post on your website unless a custom template has been applied to that post or a dedicated template exists.", slug: "single" },
  { title: "Pages", description: "Displays a static page unless a custom template has been applied to that page or a dedicated template exists.", slug: "page" },
  { title: "All Archives", description: "Displays any archive, including posts by a single author, category, tag, taxonomy, custom post type, and date. This template will serve as a fallback when more specific templates (e.g. Category or Tag) cannot be found.", slug: "archive" },
  { title: "Author Archives", description: "Displays a single author's post archive. This template will serve as a fallback when a more specific template (e.g. Author: Admin) cannot be found.", slug: "author" },
  { title: "Category Archives", description: "Displays a post category archive. This template will serve as a fallback when a more specific template (e.g. Category: Recipes) cannot be found.", slug: "category" },
  { title: "Taxonomy", description: "Displays a custom taxonomy archive. Like categories and tags, taxonomies have terms which you use to classify things. For example: a taxonomy named \"Art\" can have multiple terms, such as \"Modern\" and \"18th Century.\" This template will serve as a fallback when a more specific template (e.g. Taxonomy: Art) cannot be found.", slug: "taxonomy" },
  { title: "Date Archives", description: "Displays a post archive when a specific date is visited (e.g., example.com/2023/).", slug: "date" },
  { title: "Tag Archives", description: "Displays a post tag archive. This template will serve as a fallback when a more specific template (e.g. Tag: Pizza) cannot be found.", slug: "tag" },
  { title: "Attachment Pages", description: "Displays when a visitor views the dedicated page that exists for any media attachment.", slug: "attachment" },
  { title: "Search Results", description: "Displays when a visitor performs a search on your website.", slug: "search" },
  { title: "Privacy Policy", description: "Displays your site's Privacy Policy page.", slug: "privacy-policy" },
  { title: "Page: 404", description: "Displays when a visitor views a non-existent page, such as a dead link or a mistyped URL.", slug: "404" },
  { title: "Post Format: Standard", description: "Displays the Standard post format archive.", slug: "taxonomy-post_format-post-format-standard" },
  { title: "Post Format: Aside", description: "Displays the Aside post format archive.", slug: "taxonomy-post_format-post-format-aside" },
  { title: "Post Format: Chat", description: "Displays the Chat post format archive.", slug: "taxonomy-post_format-post-format-chat" },
  { title: "Post Format: Gallery", description: "Displays the Gallery post format archive.", slug: "taxonomy-post_format-post-format-gallery" },
  { title: "Post Format: Link", description: "Displays the Link post format archive.", slug: "taxonomy-post_format-post-format-link" },
  { title: "Post Format: Image", description: "Displays the Image post format archive.", slug: "taxonomy-post_format-post-format-image" },
  { title: "Post Format: Quote", description: "Displays the Quote post format archive.", slug: "taxonomy-post_format-post-format-quote" },
  { title: "Post Format: Status", description: "Displays the Status post format archive.", slug: "taxonomy-post_format-post-format-status" },
  { title: "Post Format: Video", description: "Displays the Video post format archive.", slug: "taxonomy-post_format-post-format-video" },
  { title: "Post Format: Audio", description: "Displays the Audio post format archive.", slug: "taxonomy-post_format-post-format-audio" },
];

export const TEMPLATE_PART_AREAS: readonly TemplatePartArea[] = [
  { area: "uncategorized", label: "General", description: "General templates often perform a specific role like displaying post content, and are not tied to any particular area.", icon: "layout", area_tag: "div" },
  { area: "header", label: "Header", description: "The Header template defines a page area that typically contains a title, logo, and main navigation.", icon: "header", area_tag: "header" },
  { area: "footer", label: "Footer", description: "The Footer template defines a page area that typically contains site credits, social links, or any other combination of blocks.", icon: "footer", area_tag: "footer" },
  { area: "navigation-overlay", label: "Navigation Overlay", description: "The Navigation Overlay template defines an overlay area that typically contains navigation links and can be toggled open and closed.", icon: "navigation-overlay", area_tag: "div" },
];
