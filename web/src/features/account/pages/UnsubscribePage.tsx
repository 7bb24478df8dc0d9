import { useSearchParams } from 'react-router-dom';
import { CONSENTS, type ConsentKind } from '../../../../../shared/domain/consents';
import { OneClickLinkPage } from '../components/OneClickLinkPage';
import { useUnsubscribe } from '../api/consents';

/** The consent a link names (its token is `<member>.<kind>.<signature>`; only the server checks the signature). */
function kindOf(token: string): ConsentKind | null {
  const kind = token.split('.')[1] ?? '';
  return kind in CONSENTS ? (kind as ConsentKind) : null;
}

/** /desinscription?t=…: where an e-mail's 'Se désinscrire en un clic' leads a person (issue 22). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const kind = kindOf(token);
  const label = kind ? CONSENTS[kind].label : '';
  const manage = { to: '/membre/compte#consentements', label: 'Gérer mes e-mails' };
  return (
    <OneClickLinkPage
      eyebrow="Désinscription"
      token={kind ? token : null}
      action={useUnsubscribe()}
      ask={{
        title: 'Ne plus recevoir ces e-mails ?',
        lead: `Tu es sur le point de désactiver « ${label} ».`,
        section: 'Confirmer la désinscription',
        text: 'Un clic suffit, sans te connecter. Les e-mails liés à ton compte (réponses de l’équipe, visios, paiements) continuent de t’être envoyés.',
        confirm: 'Me désinscrire',
        pending: 'Désinscription…',
        keep: 'Garder ces e-mails',
      }}
      done={(answer) => ({
        title: 'C’est fait : tu ne recevras plus ces e-mails',
        lead: `« ${answer.label} » est désactivé pour ton compte. Tu peux changer d’avis à tout moment depuis « Mon compte ».`,
        link: manage,
      })}
      incomplete={{
        title: 'Ce lien de désinscription est incomplet',
        lead: 'Il a peut-être été coupé en deux par ta messagerie. Tu peux choisir les e-mails que tu reçois depuis « Mon compte », une fois connecté.',
        link: manage,
      }}
    />
  );
}
