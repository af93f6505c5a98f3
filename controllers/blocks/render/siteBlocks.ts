/** Renderers of site-wide blocks: site title, tagline and logo, search form, RSS, navigation. */
import { attachmentImage } from '../../content/attachments';
import type { CoreRenderer } from './CoreRenderer';
import { escAttr, escHtml, homeUrl, siteOption, wrapperAttributes } from './markup';

const textAlign = (attributes: Record<string, unknown>): string => (typeof attributes.textAlign === 'string' && attributes.textAlign !== '' ? `has-text-align-${attributes.textAlign}` : '');

export const siteTitle: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    let title = await siteOption(site, 'blogname');
    if (title.trim() === '') return '';
    const tag = typeof attributes.level === 'number' ? (attributes.level === 0 ? 'p' : `h${attributes.level}`) : 'h1';
    if (attributes.isLink !== false) {
      const target = typeof attributes.linkTarget === 'string' && attributes.linkTarget !== '' ? attributes.linkTarget : '_self';
      title = `<a href="${escAttr(site.options.baseUrl)}" target="${escAttr(target)}" rel="home">${escHtml(title)}</a>`;
    }
    return `<${tag} ${wrapperAttributes('core/site-title', attributes, { class: textAlign(attributes) })}>${title}</${tag}>`;
  },
};

export const siteTagline: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const tagline = await siteOption(site, 'blogdescription');
    if (tagline === '') return '';
    const tag = typeof attributes.level === 'number' && attributes.level !== 0 ? `h${attributes.level}` : 'p';
    return `<${tag} ${wrapperAttributes('core/site-tagline', attributes, { class: textAlign(attributes) })}>${tagline}</${tag}>`;
  },
};

export const siteLogo: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const id = Number(await siteOption(site, 'site_logo', '0'));
    const logo = id > 0 ? await site.storage.posts.get(id) : undefined;
    if (logo === undefined || logo.post_type !== 'attachment') return '';
    const image = (await attachmentImage(site, logo, 'full', '')).html.replace(/class="[^"]*"/, 'class="custom-logo"');
    const linked = attributes.isLink === false ? image : `<a href="${escAttr(homeUrl(site))}" class="custom-logo-link" rel="home">${image}</a>`;
    return `<div ${wrapperAttributes('core/site-logo', attributes)}>${linked}</div>`;
  },
};

export const search: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const label = typeof attributes.label === 'string' && attributes.label !== '' ? attributes.label : 'Search';
    const showLabel = attributes.showLabel !== false && typeof attributes.label === 'string' && attributes.label !== '';
    const buttonText = typeof attributes.buttonText === 'string' && attributes.buttonText !== '' ? attributes.buttonText : 'Search';
    const position = typeof attributes.buttonPosition === 'string' ? attributes.buttonPosition : 'button-outside';
    const useIcon = attributes.buttonUseIcon === true;
    const placeholder = typeof attributes.placeholder === 'string' ? attributes.placeholder : '';
    const classes = [`wp-block-search__${position}`];
    if (position !== 'no-button') classes.push(useIcon ? 'wp-block-search__icon-button' : 'wp-block-search__text-button');
    const inputId = 'wp-block-search__input-1';
    const labelMarkup = `<label class="wp-block-search__label${showLabel ? '' : ' screen-reader-text'}" for="${inputId}">${label}</label>`;
    const input = `<input class="wp-block-search__input" id="${inputId}" placeholder="${escAttr(placeholder)}" value="" type="search" name="s" required />`;
    const button = position === 'no-button' ? '' : `<button aria-label="${escAttr(buttonText)}" class="wp-block-search__button wp-element-button" type="submit">${useIcon ? '<svg class="search-icon" viewBox="0 0 24 24" width="24" height="24"><path d="M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z"></path></svg>' : escHtml(buttonText)}</button>`;
    const inside = position === 'button-only' ? `${input}${button}` : `<div class="wp-block-search__inside-wrapper">${input}${button}</div>`;
    return `<form role="search" method="get" action="${escAttr(homeUrl(site))}" ${wrapperAttributes('core/search', attributes, { class: classes.join(' ') })}>${labelMarkup}${inside}</form>`;
  },
};

/** Feeds are not fetched (no network): WordPress's answer for a feed with no items. */
export const rss: CoreRenderer = {
  render: () => '<div class="components-placeholder"><div class="notice notice-error">An error has occurred, which probably means the feed is down. Try again later.</div></div>',
};

export const navigationLink: CoreRenderer = {
  render: (attributes) => {
    const label = typeof attributes.label === 'string' ? attributes.label : '';
    const url = typeof attributes.url === 'string' ? attributes.url : '';
    if (label === '' && url === '') return '';
    return `<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${escAttr(url)}"><span class="wp-block-navigation-item__label">${label}</span></a></li>`;
  },
};

/** The navigation block with its inner links (menus stored as wp_navigation posts are not read). */
export const navigation: CoreRenderer = {
  render: (attributes, content) => {
    const items = content.replace(/^\s+|\s+$/g, '');
    if (items === '') return '';
    return `<nav ${wrapperAttributes('core/navigation', attributes, { 'aria-label': 'Navigation' })}><ul class="wp-block-navigation__container wp-block-navigation">${items}</ul></nav>`;
  },
};
