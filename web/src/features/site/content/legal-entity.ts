import { createElement } from 'react';
import { BRAND } from '../../../../../shared/brand';
import type { Publisher } from '../../../../../shared/site-config';
import { PublisherField } from './PublisherField';

const field = (name: keyof Publisher) => createElement(PublisherField, { field: name });

/**
 * The company that publishes the service, as the legal pages state it. Its identity is the deployment's configuration
 * (the runtime config's `site.publisher`, shared/site-config.ts): each fact renders the configured value, never an
 * invented one.
 */
export const LEGAL_ENTITY = {
  name: field('name'),
  form: field('legalForm'),
  capital: field('capital'),
  registration: field('registration'),
  vatNumber: field('vatNumber'),
  address: field('address'),
  publicationDirector: field('publicationDirector'),
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
