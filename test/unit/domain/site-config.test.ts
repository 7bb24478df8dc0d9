import { App } from 'aws-cdk-lib';
import { readSiteContext } from '../../../infra/config';
import { EMPTY_SITE_CONFIG, missingPublisherFields, readSiteConfig } from '../../../shared/site-config';

/** Issue 22: the site's public facts are configuration; what is not configured is not shown, never invented. */

const PUBLISHER = {
  name: 'La Meute SAS',
  legalForm: 'Société par actions simplifiée',
  capital: '10 000 €',
  registration: 'RCS Lyon 912 345 678',
  vatNumber: 'FR 27 912345678',
  address: '12 rue de la Charité, 69002 Lyon, France',
  publicationDirector: 'Claire Morel, présidente',
};

test.each([
  ['absent', undefined],
  ['not an object', 'https://discord.gg/lameute'],
  ['empty values, as cdk.json ships them', { discordInviteUrl: '', social: { instagram: '', facebook: '' }, publisher: { name: '' } }],
])('a configuration %s shows no link and no publisher', (_, value) => {
  expect(readSiteConfig(value)).toEqual(EMPTY_SITE_CONFIG);
});

test('configured links are shown in a fixed order; one that is not an https address is not', () => {
  const site = readSiteConfig({
    discordInviteUrl: ' https://discord.gg/lameute ',
    social: { facebook: 'https://www.facebook.com/lameute.fr', instagram: 'http://instagram.com/lameute.fr' },
  });
  expect(site.discordInviteUrl).toBe('https://discord.gg/lameute');
  expect(site.socialLinks).toEqual([{ network: 'facebook', url: 'https://www.facebook.com/lameute.fr' }]);
  expect(readSiteConfig({ discordInviteUrl: 'javascript:alert(1)' }).discordInviteUrl).toBeNull();
});

test('the publisher is read only whole: a missing field leaves the mentions légales saying it is not filled in', () => {
  expect(readSiteConfig({ publisher: PUBLISHER }).publisher).toEqual(PUBLISHER);
  const { vatNumber: _, ...withoutVat } = PUBLISHER;
  expect(readSiteConfig({ publisher: withoutVat }).publisher).toBeNull();
  expect(missingPublisherFields(withoutVat)).toEqual(['vatNumber']);
  expect(missingPublisherFields(undefined)).toHaveLength(7);
});

test('the synth warns, key by key, about what the site will not show', () => {
  const warningsOf = (site: unknown) => readSiteContext(new App({ context: { site } }).node).warnings;
  expect(warningsOf({ publisher: PUBLISHER })).toEqual([]);
  const warnings = warningsOf({ discordInviteUrl: 'discord.gg/lameute', social: { instagram: '' }, publisher: { ...PUBLISHER, address: '' } });
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toContain('site.discordInviteUrl');
  expect(warnings[1]).toContain('site.publisher.address');
  expect(() => warningsOf('La Meute SAS')).toThrow('Context site must be an object');
});
