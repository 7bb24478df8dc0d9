import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../../../shared/brand';
import { formatEuros } from '../../../../../shared/domain/money';
import { PAID_PLAN_IDS, PLANS } from '../../../../../shared/domain/plans';
import { pointsLabel } from '../../../../../shared/domain/points';
import { REFUND_WINDOW_DAYS, SHOP_PRODUCT_IDS, SHOP_PRODUCTS } from '../../../../../shared/domain/shop';
import { LegalDocument, type LegalSection } from '../../../components/marketing/LegalDocument';
import { CONSUMER_MEDIATOR, LEGAL_DOCUMENTS_UPDATED_AT, LEGAL_ENTITY } from '../content/legal-entity';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'objet',
    title: 'Objet et champ d’application',
    content: (
      <>
        <p>
          Les présentes conditions générales de vente (CGV) régissent la souscription des offres d’abonnement et l’achat
          des produits de la boutique du service {BRAND.name}, édité par {LEGAL_ENTITY.name} (
          {LEGAL_ENTITY.registration}, siège : {LEGAL_ENTITY.address}), ci-après « {BRAND.name} ».
        </p>
        <p>
          Elles s’appliquent aux personnes physiques majeures agissant en qualité de consommateurs, ci-après « le membre ».
          Toute souscription ou tout achat implique leur acceptation, matérialisée par une case à cocher lors de la
          création du compte et avant chaque paiement. La version applicable est celle en vigueur au jour de la commande.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Le service',
    content: (
      <>
        <p>
          {BRAND.name} est un service d’éducation canine à distance : fiches d’exercices recommandées à partir du profil du
          chien, système de points et de récompenses, tickets d’accompagnement et visios avec des éducateurs canins
          professionnels, espace communautaire.
        </p>
        <p>
          Les conseils donnés ne remplacent pas une consultation vétérinaire. En cas de problème de santé, de douleur ou
          de comportement soudainement inhabituel, le membre consulte un vétérinaire.
        </p>
      </>
    ),
  },
  {
    id: 'offres-prix',
    title: 'Offres et prix',
    content: (
      <>
        <p>
          Le plan {PLANS.gratuit.name} est accessible sans paiement. Les offres payantes sont proposées au mois ou à l’année,
          aux prix suivants, exprimés en euros toutes taxes comprises :
        </p>
        <table>
          <thead>
            <tr><th scope="col">Offre</th><th scope="col">Mensuel</th><th scope="col">Annuel</th></tr>
          </thead>
          <tbody>
            {PAID_PLAN_IDS.map((plan) => (
              <tr key={plan}>
                <th scope="row">{PLANS[plan].name}</th>
                <td>{formatEuros(PLANS[plan].prices.monthly)} par mois</td>
                <td>{formatEuros(PLANS[plan].prices.yearly)} par an</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Le contenu de chaque offre est décrit sur la page <RouterLink to="/offres">Offres</RouterLink>. {BRAND.name} peut
          faire évoluer ses prix ; tout changement est annoncé par e-mail au moins 30 jours avant de s’appliquer à un
          abonnement en cours, lors de son renouvellement suivant. Le membre qui le refuse peut résilier avant cette date.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: 'Souscription et paiement',
    content: (
      <>
        <p>
          Le paiement s’effectue par carte bancaire via notre prestataire Stripe. Les données de carte sont saisies et
          conservées par Stripe, jamais par {BRAND.name}. L’abonnement démarre dès la confirmation du paiement, qui
          donne lieu à l’envoi d’une confirmation par e-mail.
        </p>
        <p>
          L’abonnement est payable d’avance et se renouvelle automatiquement pour une durée identique (un mois ou un an) à
          chaque échéance, au prix en vigueur, jusqu’à sa résiliation. En cas d’échec de paiement, l’accès aux
          fonctionnalités payantes peut être suspendu jusqu’à régularisation.
        </p>
      </>
    ),
  },
  {
    id: 'resiliation',
    title: 'Résiliation et changement d’offre',
    content: (
      <>
        <p>
          Le membre peut résilier son abonnement à tout moment, sans frais ni justification, depuis son espace
          (« Gérer mon abonnement »). La résiliation prend effet à la fin de la période de facturation en cours :
          l’accès à l’offre est conservé jusqu’à cette date, puis le compte repasse au plan {PLANS.gratuit.name}.
          La période entamée reste due et n’est pas remboursée au prorata, sous réserve du droit de rétractation.
        </p>
        <p>
          Le membre peut aussi changer d’offre depuis son espace ; le nouveau prix s’applique selon les modalités
          indiquées avant la validation du changement.
        </p>
      </>
    ),
  },
  {
    id: 'retractation',
    title: 'Droit de rétractation',
    content: (
      <>
        <p>
          Conformément à l’article L221-18 du Code de la consommation, le membre dispose d’un délai de{' '}
          <strong>14 jours</strong> à compter de la souscription d’un abonnement ou d’un achat pour exercer son droit de
          rétractation, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux prévus par la loi.
        </p>
        <p>
          Pour l’exercer, il adresse avant l’expiration du délai une déclaration dénuée d’ambiguïté (par exemple :
          « Je vous notifie par la présente ma rétractation du contrat portant sur … souscrit le … ») à{' '}
          <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a> ou par courrier à {LEGAL_ENTITY.address}.
          {' '}{BRAND.name} rembourse la totalité des sommes versées au plus tard 14 jours après réception de la demande,
          par le moyen de paiement utilisé lors de la commande.
        </p>
        <p>
          <strong>Exceptions.</strong> En application de l’article L221-28 du Code de la consommation, le droit de
          rétractation ne peut pas être exercé pour un service pleinement exécuté avant la fin du délai de rétractation
          (par exemple un ticket auquel un éducateur a répondu ou une visio réalisée), ni pour un contenu numérique fourni
          sans support matériel dont l’exécution a commencé, lorsque le membre a donné son accord préalable et exprès à
          cette exécution et reconnu perdre ainsi son droit de rétractation. Cet accord est recueilli avant le paiement.
        </p>
        <p>
          Si le membre a demandé que le service commence pendant le délai de rétractation puis se rétracte, il verse un
          montant proportionnel au service fourni jusqu’à sa rétractation (article L221-25).
        </p>
      </>
    ),
  },
  {
    id: 'boutique',
    title: 'Achats à l’unité (boutique)',
    content: (
      <>
        <p>La boutique propose des achats ponctuels, payés une seule fois, sans abonnement :</p>
        <ul>
          {SHOP_PRODUCT_IDS.map((id) => (
            <li key={id}>
              <strong>{SHOP_PRODUCTS[id].name}</strong> : {formatEuros(SHOP_PRODUCTS[id].price)} TTC, {pointsLabel(SHOP_PRODUCTS[id].bonusPoints)} bonus
              crédités à l’achat.
            </li>
          ))}
        </ul>
        <p>
          Les tickets, visios et retours vidéo achetés n’expirent pas. Un achat non utilisé est remboursable sur simple demande
          dans les {REFUND_WINDOW_DAYS} jours suivant le paiement ; les points bonus correspondants sont alors retirés. Un
          ticket, une visio ou un retour vidéo utilisé constitue un service pleinement exécuté.
        </p>
      </>
    ),
  },
  {
    id: 'points',
    title: 'Points et récompenses',
    content: (
      <p>
        Les points gagnés sur {BRAND.name} n’ont aucune valeur monétaire : ils ne sont ni remboursables, ni cessibles, ni
        convertibles en argent. Ils s’échangent uniquement contre les récompenses proposées dans l’espace membre, selon
        les conditions qui y sont affichées. Ils sont perdus en cas de suppression du compte.
      </p>
    ),
  },
  {
    id: 'obligations',
    title: 'Compte et obligations du membre',
    content: (
      <p>
        Le membre fournit des informations exactes, garde ses identifiants confidentiels et utilise le service pour son
        usage personnel. Il applique les exercices avec discernement, en tenant compte de l’état de santé de son chien,
        et respecte les règles de l’espace communautaire. {BRAND.name} peut suspendre un compte en cas de manquement grave
        (fraude, propos injurieux envers les éducateurs ou les membres), après en avoir informé le membre.
      </p>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité et disponibilité',
    content: (
      <p>
        {BRAND.name} met en œuvre les moyens raisonnables pour assurer l’accès au service 24 h sur 24, sous réserve des
        opérations de maintenance et des incidents indépendants de sa volonté. Les fiches et les conseils des
        éducateurs relèvent d’une obligation de moyens : les progrès dépendent de la régularité des séances et de
        chaque chien. La responsabilité de {BRAND.name} ne saurait être engagée pour un usage des exercices contraire
        aux consignes données.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    content: (
      <p>
        Les données nécessaires à l’exécution du contrat sont traitées conformément à notre{' '}
        <RouterLink to="/confidentialite">politique de confidentialité</RouterLink>.
      </p>
    ),
  },
  {
    id: 'reclamations',
    title: 'Service client et médiation',
    content: (
      <>
        <p>
          Pour toute question ou réclamation, le membre écrit à <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a>.
          Nous répondons sous 7 jours ouvrés.
        </p>
        <p>
          Conformément aux articles L612-1 et suivants du Code de la consommation, si la réclamation écrite n’a pas abouti,
          le membre peut recourir gratuitement au médiateur de la consommation dont relève {BRAND.name} :{' '}
          {CONSUMER_MEDIATOR.name} (<a href={CONSUMER_MEDIATOR.website} target="_blank" rel="noopener noreferrer">
          {CONSUMER_MEDIATOR.website.replace('https://', '')}</a>), dans un délai d’un an à compter de sa réclamation.
        </p>
      </>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et litiges',
    content: (
      <p>
        Les présentes CGV sont soumises au droit français. À défaut d’accord amiable, le litige est porté devant la
        juridiction compétente ; le consommateur peut saisir, à son choix, le tribunal du lieu où il demeurait au moment
        de la conclusion du contrat ou de la survenance du fait dommageable. Le consommateur conserve en tout état de
        cause le bénéfice des dispositions impératives de la loi de son pays de résidence.
      </p>
    ),
  },
];

/** `/cgv`: terms of sale for subscriptions and shop items. */
export default function TermsPage() {
  return (
    <LegalDocument title="Conditions générales de vente" updatedAt={LEGAL_DOCUMENTS_UPDATED_AT} sections={SECTIONS}
      intro={<p>Les règles qui encadrent tes abonnements et tes achats sur {BRAND.name}, écrites pour être lues.</p>} />
  );
}
