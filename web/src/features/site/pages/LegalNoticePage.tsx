import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import { LegalDocument, type LegalSection } from '../../../components/marketing/LegalDocument';
import { HOST, LEGAL_DOCUMENTS_UPDATED_AT, LEGAL_ENTITY } from '../content/legal-entity';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    content: (
      <>
        <p>Le site {LEGAL_ENTITY.website} et le service {BRAND.name} sont édités par :</p>
        <ul>
          <li><strong>{LEGAL_ENTITY.name}</strong>, {LEGAL_ENTITY.form.toLowerCase()} au capital de {LEGAL_ENTITY.capital}</li>
          <li>Immatriculée au {LEGAL_ENTITY.registration}</li>
          <li>Siège social : {LEGAL_ENTITY.address}</li>
          <li>Numéro de TVA intracommunautaire : {LEGAL_ENTITY.vatNumber}</li>
          <li>Contact : <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a></li>
        </ul>
      </>
    ),
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
