/** HTML text helpers shared by the site controllers (WordPress's esc_html and wp_strip_all_tags, simplified). */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const stripTags = (text: string): string => text.replace(/<[^>]*>/g, '');
