import { BRAND } from '../../../../../shared/brand';

/** The company that publishes the service, as the legal pages state it. */
export const LEGAL_ENTITY = {
  name: `${BRAND.name} SAS`,
  form: 'Société par actions simplifiée',
  capital: '10 000 €',
  registration: 'RCS Lyon 912 345 678',
  vatNumber: 'FR 27 912345678',
  address: '12 rue de la Charité, 69002 Lyon, France',
  publicationDirector: 'Claire Morel, présidente',
  email: BRAND.supportEmail,
  website: `https://${BRAND.domain}`,
} as const;

export const HOST = {
  name: 'Amazon Web Services EMEA SARL',
  address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
  website: 'https://aws.amazon.com',
} as const;

export const CONSUMER_MEDIATOR = {
  name: 'CM2C – Centre de la médiation de la consommation de conciliateurs de justice',
  website: 'https://www.cm2c.net',
} as const;

/** Date the legal documents were last revised (ISO), shown on each of them. */
export const LEGAL_DOCUMENTS_UPDATED_AT = '2026-11-01';
