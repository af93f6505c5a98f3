import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Storage } from '../storage/types';
import type { CoreOptions } from './CoreOptions';
import { OptionsSiteInfo } from './OptionsSiteInfo';
import { SITE_INFO } from '../di/tokens';
import { StaticSiteInfo, type SiteInfoProvider } from './SiteInfo';

/** Binds the default provider (the site's options, or fixed facts without storage) unless something already bound one. */
export function bindDefaultSiteInfo(container: Container, options: Pick<CoreOptions, 'baseUrl'>): void {
  if (container.isBound(SITE_INFO)) return;
  const provider = container.isBound(TOKENS.Storage)
    ? new OptionsSiteInfo(container.get<Storage>(TOKENS.Storage), options.baseUrl)
    : new StaticSiteInfo(options);
  container.bind<SiteInfoProvider>(SITE_INFO).toConstantValue(provider);
}
