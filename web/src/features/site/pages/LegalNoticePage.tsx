import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import { LegalDocument, type LegalSection } from '../../../components/marketing/LegalDocument';
import type { ReactNode } from 'react';
import type { Publisher } from '../../../../../shared/site-config';
import { useSiteConfig } from '../../../lib/siteConfig';
import { ISLAND } from '../../../islands/markers';
import { useStaticPage } from '../../../ssr/static-page';
import { HOST, LEGAL_DOCUMENTS_UPDATED_AT, LEGAL_ENTITY } from '../content/legal-entity';
import { PublisherField } from '../content/PublisherField';

/**
 * The publisher as the deployment configured it (shared/site-config.ts). Not configured: the page says so plainly
 * rather than showing invented details (the README's deploy checklist lists the keys; the synth warns without them).
 */
function Publisher() {
  const { publisher } = useSiteConfig();
  // A static page has no /config.json: both are in its markup, the islands fill and show the publisher (web/src/islands/site-config.ts).
  if (useStaticPage()) {
    return (
      <>
        <PublisherMissing />
        <div hidden {...{ [ISLAND]: 'publisher' }}><PublisherFacts fact={(field, lowercase) => <PublisherField field={field} lowercase={lowercase} />} /></div>
      </>
    );
  }
  return publisher ? <PublisherFacts fact={(field, lowercase) => (lowercase ? publisher[field].toLowerCase() : publisher[field])} /> : <PublisherMissing />;
}

function PublisherMissing() {
  return (
    <p role="note" {...{ [ISLAND]: 'publisher-missing' }}>
      Les informations légales de l’éditeur (raison sociale, forme juridique, capital, immatriculation, numéro de TVA,
      siège social et directeur de la publication) ne sont pas encore renseignées pour ce site. Pour toute question,
      écris-nous à <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a>.
    </p>
  );
}

/** The publisher's facts, each as `fact` gives it: the value, or on a static page the slot the islands fill. */
function PublisherFacts({ fact }: { fact: (field: keyof Publisher, lowercase?: boolean) => ReactNode }) {
  return (
    <>
      <p>Le site {LEGAL_ENTITY.website} et le service {BRAND.name} sont édités par :</p>
      <ul>
        <li><strong>{fact('name')}</strong>, {fact('legalForm', true)} au capital de {fact('capital')}</li>
        <li>Immatriculée au {fact('registration')}</li>
        <li>Siège social : {fact('address')}</li>
        <li>Numéro de TVA intracommunautaire : {fact('vatNumber')}</li>
        <li>Contact : <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a></li>
      </ul>
    </>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    content: <Publisher />,
  },
  {
    id: 'directeur-publication',
    title: 'Directeur de la publication',
    content: <p>{LEGAL_ENTITY.publicationDirector} de {LEGAL_ENTITY.name}.</p>,
  },
  {
    id: 'hebergeur',
    title: 'Hébergeur',
    content: (
      <>
        <p>Le site et les données du service sont hébergés par :</p>
        <ul>
          <li><strong>{HOST.name}</strong></li>
          <li>{HOST.address}</li>
          <li>Site : <a href={HOST.website} target="_blank" rel="noopener noreferrer">{HOST.website.replace('https://', '')}</a></li>
        </ul>
        <p>Les données sont stockées dans des centres de données situés dans l’Union européenne.</p>
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    content: (
      <>
        <p>
          La marque {BRAND.name}, le logo, les textes, les fiches d’exercices, les illustrations et l’ensemble des contenus du
          site sont la propriété de {LEGAL_ENTITY.name} ou de ses partenaires et sont protégés par le Code de la propriété
          intellectuelle.
        </p>
        <p>
          Toute reproduction, représentation ou diffusion, totale ou partielle, sans autorisation écrite préalable est
          interdite. Les membres peuvent consulter et imprimer les fiches pour leur usage personnel et non commercial.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles et cookies',
    content: (
      <p>
        Le traitement de tes données personnelles et l’usage du stockage de ton navigateur sont décrits dans notre{' '}
        <RouterLink to="/confidentialite">politique de confidentialité</RouterLink>. Les conditions de vente des offres et
        de la boutique figurent dans nos <RouterLink to="/cgv">conditions générales de vente</RouterLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Nous contacter',
    content: (
      <p>
        Pour toute question sur le site ou pour signaler un contenu, écris-nous à{' '}
        <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a> ou par courrier à {LEGAL_ENTITY.name},{' '}
        {LEGAL_ENTITY.address}.
      </p>
    ),
  },
];

/** `/mentions-legales`: publisher, publication director, host, intellectual property, contact. */
export default function LegalNoticePage() {
  return <LegalDocument title="Mentions légales" updatedAt={LEGAL_DOCUMENTS_UPDATED_AT} sections={SECTIONS} />;
}
