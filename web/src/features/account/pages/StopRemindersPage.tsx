import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../../lib/api';
import { OneClickLinkPage } from '../components/OneClickLinkPage';

/**
 * /rappels/arret?t=…: where a reminder e-mail's 'Arrêter les rappels en un clic' leads a person (issue 25). A
 * notification's action sends the same POST directly (web/public/push-sw.js).
 */
export default function StopRemindersPage() {
  const [params] = useSearchParams();
  const token = params.get('t') || null;
  const settings = { to: '/membre/compte#rythme', label: 'Régler mes rappels' };
  return (
    <OneClickLinkPage
      eyebrow="Rappels"
      token={token}
      action={useMutation({ mutationFn: (t: string) => callApi('stopReminders', { query: { t } }) })}
      ask={{
        title: 'Arrêter les rappels d’entraînement ?',
        lead: 'Tu ne recevras plus ni e-mail ni notification de rappel.',
        section: 'Confirmer l’arrêt des rappels',
        text: 'Un clic suffit, sans te connecter. Les autres e-mails liés à ton compte continuent de t’être envoyés.',
        confirm: 'Arrêter les rappels',
        pending: 'Un instant…',
        keep: 'Garder mes rappels',
      }}
      done={() => ({
        title: 'C’est fait : tu ne recevras plus de rappel d’entraînement',
        lead: 'Ton objectif et ta série restent visibles sur ton tableau de bord. Tu peux réactiver les rappels à tout moment depuis « Mon compte ».',
        link: settings,
      })}
      incomplete={{
        title: 'Ce lien d’arrêt des rappels est incomplet',
        lead: 'Il a peut-être été coupé par ta messagerie. Tu peux arrêter tes rappels depuis « Mon compte ».',
        link: settings,
      }}
    />
  );
}
