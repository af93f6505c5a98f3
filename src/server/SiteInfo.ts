import type { CoreOptions } from './CoreOptions';

/** The site facts the index (`/`) reports; WordPress reads them from options. */
export interface SiteInfo {
  name: string;
  description: string;
  /** The site address (WordPress's `siteurl`). */
  url: string;
  /** The front-end address (WordPress's `home_url()`). */
  home: string;
  gmtOffset: number;
  timezoneString: string;
  pageForPosts: number;
  pageOnFront: number;
  showOnFront: string;
  /** Attachment id of the site logo, 0 when none. */
  siteLogo: number;
  /** Attachment id of the site icon, 0 when none. */
  siteIcon: number;
  siteIconUrl: string;
  /** Stylesheet of the active theme; the index links to it for users who may edit. Empty for none. */
  stylesheet: string;
}

/** Where the index gets its site facts; the storage layer can bind one backed by options. */
export interface SiteInfoProvider {
  getSiteInfo(): SiteInfo | Promise<SiteInfo>;
}

export function defaultSiteInfo(options: Pick<CoreOptions, 'baseUrl'>): SiteInfo {
  return {
    name: 'svc-rest',
    description: '',
    url: options.baseUrl,
    home: options.baseUrl,
    gmtOffset: 0,
    timezoneString: 'UTC',
    pageForPosts: 0,
    pageOnFront: 0,
    showOnFront: 'posts',
    siteLogo: 0,
    siteIcon: 0,
    siteIconUrl: '',
    stylesheet: '',
  };
}

/** Fixed site facts (the defaults, optionally overridden). */
export class StaticSiteInfo implements SiteInfoProvider {
  private readonly info: SiteInfo;

  constructor(options: Pick<CoreOptions, 'baseUrl'>, overrides: Partial<SiteInfo> = {}) {
    this.info = { ...defaultSiteInfo(options), ...overrides };
  }

  getSiteInfo(): SiteInfo {
    return this.info;
  }
}
