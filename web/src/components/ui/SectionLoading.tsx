import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWaitsForNetwork } from '../../lib/offline/pending';

/**
 * A section's content while it loads, under the section's own heading (an account setting): its outline, `children`.
 * Offline, when that content is not on the device (lib/offline/pending.ts, `useWaitsForNetwork`), the sentence that
 * says so in the words of the page-wide message (components/offline/OfflineUnavailable.tsx) rather than a shimmer
 * until the network returns; the network back, the query resumes and the content shows.
 */
export function SectionLoading({ children }: { children: ReactNode }) {
  if (useWaitsForNetwork()) return <Text color="fg.muted">Indisponible hors connexion : cette partie s’affichera dès que tu seras reconnecté·e.</Text>;
  return children;
}
