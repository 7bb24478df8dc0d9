import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import { LegalDocument, type LegalSection } from '../../../components/marketing/LegalDocument';
import { HOST, LEGAL_DOCUMENTS_UPDATED_AT, LEGAL_ENTITY } from '../content/legal-entity';

const mail = <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    content: (
      <p>
        Le responsable du traitement de tes données personnelles est {LEGAL_ENTITY.name}, {LEGAL_ENTITY.address}{' '}
        ({LEGAL_ENTITY.registration}). Pour toute question sur tes données, écris-nous à {mail}.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Les données que nous traitons',
    content: (
      <ul>
        <li><strong>Ton compte</strong> : prénom, adresse e-mail, mot de passe (stocké uniquement sous forme chiffrée par notre service d’authentification), choix concernant la newsletter, date d’inscription.</li>
        <li><strong>Le profil de ton chien</strong> : nom, âge, race, sexe, habitudes de vie, comportements et objectifs que tu renseignes.</li>
        <li><strong>Ton activité</strong> : fiches consultées et validées, points et récompenses, tickets échangés avec les éducateurs, visios.</li>
        <li><strong>Tes paiements</strong> : offre choisie, achats, montants, dates et identifiant client chez Stripe. Tes données de carte bancaire sont saisies et conservées par Stripe, jamais par nous.</li>
        <li><strong>Discord</strong>, si tu relies ton compte : ton identifiant Discord, pour te donner accès aux salons de ton offre.</li>
        <li><strong>Données techniques</strong> : adresse IP, dates de connexion et journaux d’erreurs, pour la sécurité du service.</li>
      </ul>
    ),
  },
  {
    id: 'finalites',
    title: 'Pourquoi et sur quelle base',
    content: (
      <table>
        <thead>
          <tr><th scope="col">Finalité</th><th scope="col">Base légale</th></tr>
        </thead>
        <tbody>
          <tr><td>Créer et gérer ton compte, recommander des fiches, suivre tes points, répondre à tes tickets et organiser tes visios</td><td>Exécution du contrat</td></tr>
          <tr><td>Encaisser les paiements, tenir la facturation et la comptabilité</td><td>Exécution du contrat et obligation légale</td></tr>
          <tr><td>Sécuriser le service, prévenir la fraude, établir des statistiques d’usage agrégées pour améliorer les fiches</td><td>Intérêt légitime</td></tr>
          <tr><td>T’envoyer la newsletter</td><td>Consentement, retirable à tout moment</td></tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    content: (
      <ul>
        <li>Compte, profil du chien et activité : pendant la durée de ton inscription, puis supprimés ; un compte sans connexion pendant 3 ans est supprimé après un e-mail de prévenance.</li>
        <li>Pièces comptables et factures : 10 ans, comme l’exige le Code de commerce (article L123-22), y compris après la suppression de ton compte, avec leurs seuls montants, dates et une référence anonyme.</li>
        <li>Journaux techniques de sécurité : 12 mois.</li>
        <li>Newsletter : jusqu’à ta désinscription.</li>
      </ul>
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires et sous-traitants',
    content: (
      <>
        <p>
          Tes données sont accessibles aux seules personnes habilitées de {BRAND.name} : les éducateurs pour les tickets et
          les visios qui te concernent, l’équipe d’administration pour le support. Nous ne vendons ni ne louons tes données.
        </p>
        <p>Nous faisons appel aux sous-traitants suivants, liés par des engagements de confidentialité et de sécurité :</p>
        <ul>
          <li><strong>{HOST.name}</strong> ({HOST.address}) : hébergement, base de données, authentification et envoi des e-mails, dans l’Union européenne.</li>
          <li><strong>Stripe</strong> (Stripe Payments Europe Ltd, Irlande) : paiement en ligne.</li>
          <li><strong>Discord</strong>, uniquement si tu relies ton compte : gestion de ton accès à l’espace communautaire.</li>
        </ul>
        <p>
          Lorsque Stripe ou Discord transfèrent des données hors de l’Union européenne, ces transferts sont encadrés par
          une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.
        </p>
      </>
    ),
  },
  {
    id: 'droits',
    title: 'Tes droits',
    content: (
      <>
        <p>Conformément au RGPD et à la loi Informatique et Libertés, tu disposes des droits suivants sur tes données :</p>
        <ul>
          <li>droit d’<strong>accès</strong> et de <strong>rectification</strong> ;</li>
          <li>
            droit à l’<strong>effacement</strong> : « Supprimer mon compte », dans <RouterLink to="/membre/compte">Mon compte</RouterLink>, arrête ton abonnement, délie
            Discord et efface aussitôt ton compte et tes données ; seules tes factures restent, sous une référence anonyme, et tes tickets restent dans
            l’historique des éducateurs sous le nom « Membre supprimé » ;
          </li>
          <li>droit d’<strong>opposition</strong>, notamment à la prospection ;</li>
          <li>droit à la <strong>portabilité</strong> des données que tu nous as fournies ;</li>
          <li>droit à la <strong>limitation</strong> du traitement ;</li>
          <li>droit de retirer ton consentement à tout moment et de définir des directives sur le sort de tes données après ton décès.</li>
        </ul>
        <p>
          Tu peux modifier la plupart de tes informations depuis ton espace membre. Pour exercer tes droits, écris-nous à{' '}
          {mail} depuis l’adresse de ton compte. Nous répondons dans un délai d’un mois ; en cas de doute raisonnable sur
          ton identité, nous pouvons te demander un justificatif.
        </p>
      </>
    ),
  },
  {
    id: 'cnil',
    title: 'Réclamation auprès de la CNIL',
    content: (
      <p>
        Si tu estimes que tes droits ne sont pas respectés, tu peux introduire une réclamation auprès de la Commission
        nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en
        ligne sur <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">cnil.fr</a>.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage du navigateur',
    content: (
      <>
        <p>
          {BRAND.name} n’utilise que le stockage strictement nécessaire au fonctionnement du service : les jetons de
          connexion enregistrés dans le stockage de ton navigateur pour que tu restes connecté pendant ta session. Ils
          sont effacés lorsque tu te déconnectes.
        </p>
        <p>
          Nous n’utilisons aucun cookie publicitaire, aucun traceur de mesure d’audience tiers et aucun réseau social
          intégré. C’est pourquoi aucun bandeau de consentement ne t’est présenté : le stockage strictement nécessaire en
          est dispensé (article 82 de la loi Informatique et Libertés).
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <p>
        Les échanges avec le service sont chiffrés (HTTPS), les mots de passe ne sont jamais stockés en clair et l’accès
        aux données est limité aux personnes qui en ont besoin. En cas de violation de données présentant un risque pour
        toi, nous t’en informons et notifions la CNIL dans les délais prévus par le RGPD.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modifications',
    content: (
      <p>
        Nous pouvons faire évoluer cette politique, par exemple lors de l’ajout d’une fonctionnalité. En cas de changement
        important, nous te prévenons par e-mail ou dans ton espace membre avant son entrée en vigueur.
      </p>
    ),
  },
];

/** `/confidentialite`: the privacy policy (RGPD) and the cookie statement. */
export default function PrivacyPage() {
  return (
    <LegalDocument title="Politique de confidentialité" updatedAt={LEGAL_DOCUMENTS_UPDATED_AT} sections={SECTIONS}
      intro={<p>Quelles données {BRAND.name} traite, pourquoi, combien de temps, et comment tu gardes la main dessus.</p>} />
  );
}
