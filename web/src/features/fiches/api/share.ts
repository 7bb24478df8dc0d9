import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { visitorId } from '../../../lib/visitor-id';

/** A share link, ready to paste: the site's own origin and the path the API gave. */
export interface ShareLink {
  url: string;
}

/**
 * `POST /fiches/{id}/share`: the member's link to a completed fiche (the same one at every request). It sends this
 * browser's visitor id, so the member opening their own link from here never counts as a visit.
 */
export function useShareLink() {
  return useMutation({
    mutationFn: async (ficheId: string): Promise<ShareLink> => {
      const link = await callApi('shareFiche', { params: { id: ficheId }, body: { visitorId: visitorId() } });
      return { url: new URL(link.path, window.location.origin).href };
    },
  });
}
