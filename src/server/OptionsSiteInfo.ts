import type { JsonValue, Storage } from '../storage/types';
import type { SiteInfo, SiteInfoProvider } from './SiteInfo';

/**
 * The site facts as WordPress's index reads them: from the options (blogname, siteurl, home,
 * gmt_offset…), so a setting changed over `/wp/v2/settings` shows in the index at once.
 */
export class OptionsSiteInfo implements SiteInfoProvider {
  constructor(private readonly storage: Storage, private readonly baseUrl: string) {}

  async getSiteInfo(): Promise<SiteInfo> {
    // Every fact is an autoloaded option: one read instead of one per option.
    const options = await this.storage.options.loadAutoloaded();
    const text = (name: string, fallback = ''): string => asText(options[name]) ?? fallback;
    const siteIcon = asInt(options.site_icon);
    return {
      name: text('blogname'),
      description: text('blogdescription'),
      url: text('siteurl', this.baseUrl),
      home: text('home', this.baseUrl),
      gmtOffset: asNumber(options.gmt_offset),
      timezoneString: text('timezone_string'),
      pageForPosts: asInt(options.page_for_posts),
      pageOnFront: asInt(options.page_on_front),
      showOnFront: text('show_on_front', 'posts'),
      siteLogo: asInt(options.site_logo),
      siteIcon,
      siteIconUrl: siteIcon > 0 ? await this.attachmentUrl(siteIcon) : '',
      stylesheet: '',
    };
  }

  /** WordPress's get_site_icon_url: the attachment's address, empty when the id is no attachment. */
  private async attachmentUrl(id: number): Promise<string> {
    const post = await this.storage.posts.get(id);
    return post !== undefined && post.post_type === 'attachment' ? post.guid : '';
  }
}

function asText(value: JsonValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** PHP's (float) cast of an option: numeric text counts, anything else is 0. */
function asNumber(value: JsonValue | undefined): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

/** PHP's (int) cast of an option. */
function asInt(value: JsonValue | undefined): number {
  return Math.trunc(asNumber(value));
}
