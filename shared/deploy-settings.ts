import { PRICE_KEYS } from './domain/billing';
import { PLAN_IDS } from './domain/plans';

/**
 * What an operator fills in after the first deployment (DESIGN §9, issue 20): ids in SSM parameters, keys in Secrets
 * Manager secrets, each a JSON object. The stack creates each one with INITIAL_SETTING_VALUE and never writes it again
 * (infra/README.md says why a deploy leaves it alone); the functions that read one answer 503 and log its name and
 * keys while any key is absent or still holds the placeholder, and `npm run preflight` lists what is left to fill.
 */

/** The value of every key until the operator fills it (a plain word: it survives any shell quoting). */
export const PLACEHOLDER = 'a-renseigner';

export interface DeploySetting {
  /** An SSM parameter (ids, not secret) or a Secrets Manager secret (keys). */
  readonly store: 'parameter' | 'secret';
  /** The parameter's or the secret's name, fixed so the README's commands name it exactly. */
  readonly name: string;
  /** The keys of its JSON object; a dotted key is a key of a nested object (`roles.premium`). */
  readonly keys: readonly string[];
  /** What the operator puts there, for the README and the preflight's lines. */
  readonly description: string;
}

export const DEPLOY_SETTINGS = {
  stripePrices: {
    store: 'parameter',
    name: '/la-meute/stripe/prices',
    keys: PRICE_KEYS,
    description: 'Identifiants des prix Stripe (price_…), un par clé de prix',
  },
  stripeKeys: {
    store: 'secret',
    name: 'la-meute/stripe',
    keys: ['secretKey', 'webhookSecret'],
    description: 'Clé secrète Stripe (sk_…) et secret de signature du webhook (whsec_…)',
  },
  discordIds: {
    store: 'parameter',
    name: '/la-meute/discord/ids',
    keys: ['clientId', 'guildId', ...PLAN_IDS.map((plan) => `roles.${plan}`)],
    description: 'Identifiants Discord : application, serveur et rôle de chaque plan',
  },
  discordKeys: {
    store: 'secret',
    name: 'la-meute/discord',
    keys: ['botToken', 'clientSecret'],
    description: 'Jeton du bot Discord et secret de l’application',
  },
  /** Web Push (issue 25, training reminders): the VAPID key pair, made once with `npx web-push generate-vapid-keys`. */
  webPushIds: {
    store: 'parameter',
    name: '/la-meute/web-push/ids',
    keys: ['publicKey', 'subject'],
    description: 'Clé publique VAPID (base64url) et contact donné aux services de push (mailto:…)',
  },
  webPushKeys: {
    store: 'secret',
    name: 'la-meute/web-push',
    keys: ['privateKey'],
    description: 'Clé privée VAPID (base64url) des notifications de rappel',
  },
  /**
   * Playback of the members' videos (issue 26): the private key (PEM) of the RSA key pair whose public key the site
   * distribution's trusted key group holds (infra/constructs/media.ts says where that one goes), for signed URLs.
   */
  videoPlaybackKeys: {
    store: 'secret',
    name: 'la-meute/videos/playback',
    keys: ['privateKey'],
    description: 'Clé privée RSA (PEM) qui signe les liens de lecture des vidéos (CloudFront)',
  },
} as const satisfies Record<string, DeploySetting>;

export type DeploySettingId = keyof typeof DEPLOY_SETTINGS;

/**
 * The public key (PEM) of the videos' playback key pair (issue 26), the other half of la-meute/videos/playback's: an
 * SSM String parameter the operator creates BEFORE deploying, since CloudFront needs the key when the stack creates
 * the distribution's key group (infra/constructs/media.ts reads it at each deployment; README, "Videos").
 */
export const VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER = '/la-meute/videos/playback-public-key';

/**
 * The value the stack creates every setting with: the same constant for all, naming none of the catalogue's keys, so
 * that adding a key (a new price) never changes the template and CloudFormation never writes over what the operator
 * put. Every key is absent from it, hence missing (missingKeys) until the operator puts the whole object.
 */
export const INITIAL_SETTING_VALUE = JSON.stringify({ etat: PLACEHOLDER });

/** The string at a (dotted) key of a setting's JSON object; undefined when absent or not a string. */
export function settingAt(value: unknown, key: string): string | undefined {
  let node: unknown = value;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Whether a key holds a real value: present, a non-blank string, and no longer the placeholder. */
export function isFilled(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '' && value.trim() !== PLACEHOLDER;
}

/** The keys of a setting still to fill, in the catalogue's order: all of them when the text is not a JSON object. */
export function missingKeys(setting: DeploySetting, text: string | undefined): string[] {
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  return setting.keys.filter((key) => !isFilled(settingAt(value, key)));
}
