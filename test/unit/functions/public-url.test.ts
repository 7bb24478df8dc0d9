import { isPublicAddress, isPublicWebhookUrl } from '../../../functions/lib/net/public-url';

/** Issue 15: no SSRF through the automations form — a webhook reaches public addresses only. */

const resolvingTo = (...addresses: string[]) => ({ resolve: async () => addresses });

test.each([
  ['127.0.0.1', false],
  ['10.20.30.40', false],
  ['172.31.255.255', false],
  ['192.168.1.10', false],
  ['169.254.169.254', false],
  ['100.64.0.1', false],
  ['0.0.0.0', false],
  ['::1', false],
  ['fd00::1', false],
  ['fe80::1', false],
  ['::ffff:127.0.0.1', false],
  ['pas-une-adresse', false],
  // Issue 20: IPv6 ranges that carry an IPv4 address are refused whole, whatever the address inside.
  ['::127.0.0.1', false], // IPv4-compatible (::/96)
  ['::7f00:1', false],
  ['::34.56.78.90', false],
  ['::ffff:7f00:1', false], // IPv4-mapped (::ffff:0:0/96), as the URL parser writes it: judged as 127.0.0.1
  ['::ffff:a9fe:a9fe', false], // 169.254.169.254
  ['::ffff:52.58.10.1', true], // the public IPv4 address it is
  ['::ffff:0:7f00:1', false], // IPv4-translated (::ffff:0:0:0/96)
  ['2002:7f00:1::', false], // 6to4 (2002::/16) of 127.0.0.1
  ['2002:343a:a01::1', false], // 6to4 of a public address: the whole range
  ['192.88.99.1', false], // 6to4 relays
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // Teredo (2001::/32)
  ['64:ff9b::7f00:1', false], // NAT64 (64:ff9b::/96)
  ['64:ff9b::343a:a01', false],
  ['64:ff9b:1::a00:1', false], // local-use NAT64 (64:ff9b:1::/48)
  ['100::1', false],
  ['2001:db8::1', false],
  ['ff02::1', false],
  ['52.58.10.1', true],
  ['2a05:d014::1', true],
  ['2001:4860:4860::8888', true], // a public address next to Teredo's range
])('%s is public: %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected);
});

test('accepts an https URL whose every address is public', async () => {
  await expect(isPublicWebhookUrl('https://hook.eu1.make.com/abc', resolvingTo('52.58.10.1', '2a05:d014::1'))).resolves.toBe(true);
});

test.each([
  ['a name resolving to a private address', 'https://hooks.interne.example/abc', resolvingTo('10.1.2.3')],
  ['a name with one private address among public ones', 'https://hooks.mixte.example/abc', resolvingTo('52.58.10.1', '127.0.0.1')],
  ['a name that does not resolve', 'https://inconnu.example/abc', { resolve: async () => Promise.reject(new Error('ENOTFOUND')) }],
  ['plain http', 'http://hook.eu1.make.com/abc', resolvingTo('52.58.10.1')],
  ['credentials', 'https://moi:secret@hook.eu1.make.com/abc', resolvingTo('52.58.10.1')],
  ['the metadata service', 'https://169.254.169.254/latest/meta-data/', resolvingTo()],
  ['localhost', 'https://localhost/abc', resolvingTo('52.58.10.1')],
  ['an IPv4-compatible address', 'https://[::127.0.0.1]/abc', resolvingTo()],
  ['a 6to4 address', 'https://[2002:7f00:1::]/abc', resolvingTo()],
  ['an IPv4-mapped address', 'https://[::ffff:127.0.0.1]/abc', resolvingTo()],
  ['a Teredo address', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/abc', resolvingTo()],
  ['a NAT64 address', 'https://[64:ff9b::a9fe:a9fe]/abc', resolvingTo()],
  ['a name resolving to an IPv4-mapped loopback', 'https://hooks.mappe.example/abc', resolvingTo('::ffff:7f00:1')],
  ['not a URL', 'hook.eu1.make.com', resolvingTo('52.58.10.1')],
])('refuses %s', async (_, url, options) => {
  await expect(isPublicWebhookUrl(url, options)).resolves.toBe(false);
});

test('lets the local sink’s exact origin through, and nothing else on that host', async () => {
  const allowedOrigin = 'http://127.0.0.1:4010';
  await expect(isPublicWebhookUrl('http://127.0.0.1:4010/_local/webhooks/essai', { allowedOrigin })).resolves.toBe(true);
  await expect(isPublicWebhookUrl('http://127.0.0.1:4011/_local/webhooks/essai', { allowedOrigin })).resolves.toBe(false);
});
