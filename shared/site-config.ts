/**
 * The site's public facts that differ from one deployment to another and must never go live as placeholders (issue 22):
 * the Discord invitation, the social networks, and the publisher the mentions légales name (LCEN art. 6-III). They
 * come from one place, the `site` object of the runtime `/config.json`: written by CDK from the `site` key of cdk.json
 * in AWS (infra/config.ts), by the local stack in development (scripts/dev/runtime-config.ts). This reader is plain
 * TypeScript (no zod): the footer of every page reads it, and zod stays out of a page's first load.
 *
 * Honest defaults: a link that is not configured (absent, empty, not https) is not shown; a publisher with a missing
 * field is no publisher, and the mentions légales then say that the details are not filled in yet.
 */

export const SOCIAL_NETWORKS = ['instagram', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = { instagram: 'Instagram', facebook: 'Facebook' };

/** Who publishes the site, as the mentions légales state it: every field is required. */
export interface Publisher {
  /** The company's name, e.g. 'La Meute SAS'. */
  name: string;
  /** Its legal form, e.g. 'Société par actions simplifiée'. */
  legalForm: string;
  /** Its share capital, e.g. '10 000 €'. */
  capital: string;
  /** Its registration, e.g. 'RCS Lyon 912 345 678'. */
  registration: string;
  /** Its intra-community VAT number. */
  vatNumber: string;
  /** Its registered office's postal address. */
  address: string;
  /** The director of publication and their role, e.g. 'Claire Morel, présidente'. */
  publicationDirector: string;
}

export const PUBLISHER_FIELDS = ['name', 'legalForm', 'capital', 'registration', 'vatNumber', 'address', 'publicationDirector'] as const satisfies readonly (keyof Publisher)[];

export interface SiteConfig {
  /** The community's Discord invitation (https://discord.gg/…), or null: no Discord link shown. */
  discordInviteUrl: string | null;
  /** Only the networks configured, in SOCIAL_NETWORKS' order. */
  socialLinks: ReadonlyArray<{ network: SocialNetwork; url: string }>;
  /** Null until every field of the publisher is filled. */
  publisher: Publisher | null;
}

export const EMPTY_SITE_CONFIG: SiteConfig = { discordInviteUrl: null, socialLinks: [], publisher: null };

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** An https address, or null (absent, empty, another scheme, not a URL): a link is shown only with a real one. */
export function httpsUrl(value: unknown): string | null {
  const text = filled(value);
  if (!text || !URL.canParse(text)) return null;
  return new URL(text).protocol === 'https:' ? text : null;
}

/** The publisher's fields that are missing or empty (every one when there is no publisher at all). */
export function missingPublisherFields(value: unknown): Array<keyof Publisher> {
  const publisher = record(value);
  return PUBLISHER_FIELDS.filter((field) => filled(publisher[field]) === null);
}

/** Reads the `site` object of the runtime configuration; anything absent or malformed reads as not configured. */
export function readSiteConfig(value: unknown): SiteConfig {
  const site = record(value);
  const social = record(site.social);
  const publisher = record(site.publisher);
  return {
    discordInviteUrl: httpsUrl(site.discordInviteUrl),
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
      const url = httpsUrl(social[network]);
      return url ? [{ network, url }] : [];
    }),
    publisher:
      missingPublisherFields(publisher).length === 0 ? (Object.fromEntries(PUBLISHER_FIELDS.map((field) => [field, filled(publisher[field])])) as unknown as Publisher) : null,
  };
}
