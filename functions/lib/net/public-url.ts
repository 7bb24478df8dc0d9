import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (issue 15: no SSRF through the admin's form): loopback, private networks,
 * link-local (169.254.169.254 is the cloud's metadata service), carrier-grade NAT, 'this network', benchmarking,
 * multicast and reserved ranges, and their IPv6 counterparts (IPv4-mapped addresses are checked as IPv4).
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
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (hostname: string) => Promise<string[]>;
const resolveAll: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Whether `raw` is a URL a webhook may be sent to: https, no credentials in it, and a host every address of which is
 * public (checked when the admin saves it and again before each delivery, so a name moved to a private address
 * since is refused). `allowedOrigin` is the one exception: the local stack's webhook sink (set only by
 * `npm start`, never in AWS).
 */
export async function isPublicWebhookUrl(raw: string, { allowedOrigin, resolve = resolveAll }: { allowedOrigin?: string | undefined; resolve?: Resolve } = {}): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (allowedOrigin && url.origin === allowedOrigin) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPublicAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return false;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  } catch {
    return false;
  }
}
