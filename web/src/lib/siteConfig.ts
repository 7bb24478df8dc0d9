import { useEffect, useState } from 'react';
import { EMPTY_SITE_CONFIG, readSiteConfig, type SiteConfig } from '../../../shared/site-config';
import { uncheckedConfigValue } from './config';

let read: SiteConfig | undefined;
let reading: Promise<SiteConfig> | undefined;

/** The site's facts from `/config.json`, read once; a config that cannot be read shows nothing configured. */
function siteConfig(): Promise<SiteConfig> {
  reading ??= uncheckedConfigValue('site').then(
    (value) => (read = readSiteConfig(value)),
    () => EMPTY_SITE_CONFIG,
  );
  return reading;
}

/**
 * The site's configured public facts (shared/site-config.ts: Discord invitation, social networks, publisher), from
 * `/config.json`. Until it has loaded (and in a prerendered page, which the build makes without it) nothing configured
 * is shown: the same markup on the server and at hydration, then the links appear.
 */
export function useSiteConfig(): SiteConfig {
  const [site, setSite] = useState<SiteConfig>(() => read ?? EMPTY_SITE_CONFIG);
  useEffect(() => {
    if (read) return;
    let mounted = true;
    void siteConfig().then((loaded) => mounted && setSite(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  return site;
}
