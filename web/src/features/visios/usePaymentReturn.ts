import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MemberVisios, Visio } from '../../../../shared/contract/visio-schemas';
import { toaster } from '../../components/ui/toaster';

/**
 * The checkout's way back to /membre/visios (functions/lib/billing/checkout-session.ts RETURN_PATHS): `paiement=recu`
 * says the payment went through (the session turns confirmed as soon as the webhook lands: the list polls meanwhile);
 * `paiement=annule&visio=<id>` is the checkout's 'Retour', which gives the held slot up — only while it is still held,
 * so an old link never cancels a paid session. The parameters leave the address once read.
 */
export function usePaymentReturn(visios: MemberVisios | undefined, giveUp: (visio: Pick<Visio, 'id'>) => void): void {
  const [search, setSearch] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const outcome = search.get('paiement');
    if (!outcome || !visios || handled.current) return;
    handled.current = true;
    const held = visios.upcoming.find((visio) => visio.id === search.get('visio') && visio.status === 'en_attente');
    setSearch({}, { replace: true });
    if (outcome === 'recu') {
      toaster.create({ type: 'success', title: 'Paiement reçu ! 🎉', description: 'Ta visio est confirmée : tu vas recevoir un e-mail avec le lien de la séance.' });
    } else if (held) {
      giveUp(held);
    }
  }, [search, setSearch, visios, giveUp]);
}
