import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ERRORS, URL_FLAG_TOASTS } from '../../../../shared/schemas/messages';
import { toaster } from '../../components/ui/toaster';
import { isApiError } from '../api';
import { useAuth } from '../auth';

/** What the member waits for while the payment page is prepared, in the tab that will show it. */
const WAITING_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paiement sécurisé — La Meute</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#2b2520">
<p role="status">Ouverture de la page de paiement sécurisée…</p></body></html>`;

/** The server answered without the page's address (SPEC §8 'URL de paiement non reçue'). */
class MissingUrl extends Error {}

export interface PaymentPageCall {
  /** Which button asked (its loading state). */
  key: string;
  /** Asks the server for the provider's page (checkout, portal). */
  open: () => Promise<{ url?: string }>;
  /** SPEC §8's message when it fails: 'Une erreur est survenue. Réessaye plus tard.' for a plan… */
  failure: string;
}

/**
 * Opens a payment provider's page in a new tab (SPEC §7: checkout, product checkout and portal URLs open in a new
 * tab). The tab is opened on the click itself, so no popup blocker stops it, shows that the page is coming, and is
 * sent to the provider's address once the server answers; closed again if it fails. A visitor is sent to /auth with
 * 'Connexion requise'. The pending state drives the button's loading state.
 */
export function usePaymentPage() {
  const signedIn = useAuth().state.status === 'signedIn';
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async ({ call, tab }: { call: PaymentPageCall; tab: Window | null }) => {
      const { url } = await call.open();
      if (!url) throw new MissingUrl();
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    onError: (error, { call, tab }) => {
      tab?.close();
      const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toaster.create({ type: 'error', title: error instanceof MissingUrl ? ERRORS.checkoutUrlMissing : call.failure, ...(detail ? { description: detail } : {}) });
    },
  });

  const start = (call: PaymentPageCall) => {
    if (!signedIn) {
      toaster.create({ type: 'info', ...URL_FLAG_TOASTS.loginRequired });
      navigate('/auth');
      return;
    }
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.write(WAITING_PAGE);
      tab.document.close();
    }
    mutation.mutate({ call, tab });
  };
  return { start, pendingKey: mutation.isPending ? mutation.variables?.call.key : undefined };
}
