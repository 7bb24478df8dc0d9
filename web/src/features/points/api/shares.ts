import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi, sharedFicheQuery } from '../../../lib/api';
import { visitorId } from '../../../lib/visitor-id';

export const useSharedFiche = (token: string) => useQuery(sharedFicheQuery(token));

/**
 * Counts this browser's visit of a share link, once per page (the server pays the sharer at most once per fiche, and
 * never for the sharer's own browsers). Sent by the page's script only once the shared fiche is shown, so a crawler
 * reading the HTML or a dead link never counts. A failure is not the visitor's concern: it is dropped.
 */
export function useCountShareVisit(token: string, ready: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || sent.current === token) return;
    sent.current = token;
    callApi('visitShare', { params: { token }, body: { visitorId: visitorId() } }).catch(() => undefined);
  }, [ready, token]);
}
