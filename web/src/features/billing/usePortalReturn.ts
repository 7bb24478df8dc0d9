import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SubscriptionView } from '../../../../shared/contract/payment-schemas';
import { isPlanId } from '../../../../shared/domain/plans';

/**
 * The customer portal's way back to /membre/abonnement (functions/lib/billing/checkout-session.ts RETURN_PATHS):
 * `retour_portail=<the plan when the portal opened>`. The page asks the server to read the subscription again at the
 * provider (its webhook may still be on its way), then sets SPEC's `plan_upgraded=true&plan=<the new plan>` only if the
 * plan changed in the portal, which the app's URL-flag toasts read ('Bienvenue dans ton nouveau plan'); otherwise the
 * parameter just leaves the address. Read once per arrival.
 */
export function usePortalReturn(check: () => Promise<SubscriptionView>): void {
  const [search, setSearch] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const before = search.get('retour_portail');
    if (before === null || handled.current) return;
    handled.current = true;
    if (!isPlanId(before)) {
      setSearch({}, { replace: true });
      return;
    }
    void check().then(
      (view) => setSearch(view.subscriptionType === before ? {} : { plan_upgraded: 'true', plan: view.subscriptionType }, { replace: true }),
      // Not read again (the page shows its own error): nothing to announce.
      () => setSearch({}, { replace: true }),
    );
  }, [search, setSearch, check]);
}
