import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (issue 15: no SSRF through the admin's form): loopback, private networks,
 * link-local (169.254.169.254 is the cloud's metadata service), carrier-grade NAT, 'this network', benchmarking,
 * multicast and reserved ranges, and their IPv6 counterparts. Issue 20: every IPv6 range that carries an IPv4
 * address inside it is refused whole, whatever that address is, since a gateway or the host's own stack may route
 * it to the IPv4 network behind it (`[::127.0.0.1]`, `[2002:7f00:1::]` reach loopback): IPv4-compatible (::/96),
 * IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 (2002::/16, and its relays'
 * 192.88.99.0/24) and Teredo (2001::/32). A webhook service has a plain address. An IPv4-mapped address
 * (::ffff:0:0/96) IS its IPv4 address to the host's stack: BlockList judges it by the IPv4 rules (::ffff:7f00:1
 * is 127.0.0.1, refused), which the tests hold it to.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (hostname: string) => Promise<string[]>;
const resolveAll: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface TargetPolicy {
  /** The local stack's webhook sink, the one origin let through unchecked (set only by `npm start`, never in AWS). */
  allowedOrigin?: string | undefined;
  /** The name service (the system's resolver; a test's fake). */
  resolve?: Resolve;
  /** Which addresses may be reached (`isPublicAddress`; a test stands a loopback address in for a public one). */
  isAllowed?: (address: string) => boolean;
}

/** A webhook URL that passed the check, with the addresses that were checked: the only ones to connect to. */
export interface WebhookTarget {
  url: URL;
  addresses: readonly string[];
}

/**
 * The target of a webhook URL, or null when it may not be sent to: https, no credentials in it, and a host every
 * address of which is public (checked when the admin saves it and again before each delivery, so a name moved to a
 * private address since is refused). The name is resolved ONCE, here: the delivery connects to these addresses
 * (`postToWebhook`), never to a second answer of the name service, which an attacker's DNS could point at
 * 127.0.0.1 between the check and the connection (DNS rebinding, issue 20).
 */
export async function webhookTarget(raw: string, { allowedOrigin, resolve = resolveAll, isAllowed = isPublicAddress }: TargetPolicy = {}): Promise<WebhookTarget | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addressesOf = async () => (isIP(host) ? [host] : await resolve(host));
  try {
    if (allowedOrigin && url.origin === allowedOrigin) return { url, addresses: await addressesOf() };
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (!isIP(host) && (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))) return null;
    const addresses = await addressesOf();
    return addresses.length > 0 && addresses.every(isAllowed) ? { url, addresses } : null;
  } catch {
    return null; // a name that does not resolve
  }
}

/** Whether `raw` is a URL a webhook may be sent to (the admin's form): see `webhookTarget`. */
export async function isPublicWebhookUrl(raw: string, policy: TargetPolicy = {}): Promise<boolean> {
  return (await webhookTarget(raw, policy)) !== null;
}
