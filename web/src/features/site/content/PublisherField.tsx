import type { Publisher } from '../../../../../shared/site-config';
import { useSiteConfig } from '../../../lib/siteConfig';

/** How each of the publisher's facts reads while the deployment has not filled it (shared/site-config.ts). */
export const PUBLISHER_FIELD_LABELS: Readonly<Record<keyof Publisher, string>> = {
  name: 'raison sociale',
  legalForm: 'forme juridique',
  capital: 'capital social',
  registration: 'immatriculation',
  vatNumber: 'numéro de TVA intracommunautaire',
  address: 'adresse du siège',
  publicationDirector: 'directeur de la publication',
};

/**
 * One fact of the publisher, as the deployment configured it, for the legal pages. Never an invented value: until it
 * is configured it reads '[raison sociale à renseigner]' (the README's deploy checklist says where).
 */
export function PublisherField({ field }: { field: keyof Publisher }) {
  const { publisher } = useSiteConfig();
  return <>{publisher ? publisher[field] : `[${PUBLISHER_FIELD_LABELS[field]} à renseigner]`}</>;
}
