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
  ['52.58.10.1', true],
  ['2a05:d014::1', true],
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
  ['not a URL', 'hook.eu1.make.com', resolvingTo('52.58.10.1')],
])('refuses %s', async (_, url, options) => {
  await expect(isPublicWebhookUrl(url, options)).resolves.toBe(false);
});

test('lets the local sink’s exact origin through, and nothing else on that host', async () => {
  const allowedOrigin = 'http://127.0.0.1:4010';
  await expect(isPublicWebhookUrl('http://127.0.0.1:4010/_local/webhooks/essai', { allowedOrigin })).resolves.toBe(true);
  await expect(isPublicWebhookUrl('http://127.0.0.1:4011/_local/webhooks/essai', { allowedOrigin })).resolves.toBe(false);
});
