import type { Publisher } from '../../../../../shared/site-config';
import { useSiteConfig } from '../../../lib/siteConfig';
import { useStaticPage } from '../../../ssr/static-page';

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
 * is configured it reads '[raison sociale à renseigner]' (the README's deploy checklist says where). On a static page,
 * which has no /config.json, the islands put the configured value in its place (web/src/islands/site-config.ts).
 */
export function PublisherField({ field, lowercase = false }: { field: keyof Publisher; lowercase?: boolean | undefined }) {
  const { publisher } = useSiteConfig();
  const staticPage = useStaticPage();
  const unset = `[${PUBLISHER_FIELD_LABELS[field]} à renseigner]`;
  if (staticPage) return <span data-publisher={field} data-lowercase={lowercase ? '' : undefined}>{unset}</span>;
  if (!publisher) return <>{unset}</>;
  return <>{lowercase ? publisher[field].toLowerCase() : publisher[field]}</>;
}
