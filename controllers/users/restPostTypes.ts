/**
 * Post types WordPress shows in REST by default: a user who published one of
 * them is public (listed to anonymous visitors). Replace this list with the post
 * type registry once the posts controllers provide one.
 */
export const REST_POST_TYPES: readonly string[] = [
  'post', 'page', 'attachment', 'nav_menu_item', 'wp_block', 'wp_template', 'wp_template_part',
  'wp_global_styles', 'wp_navigation', 'wp_font_family', 'wp_font_face',
];
