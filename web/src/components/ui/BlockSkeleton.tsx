import { Skeleton } from '@chakra-ui/react';
import { useWaitsForNetwork } from '../../lib/offline/pending';

/**
 * A block of a page (the dashboard's, the weekly rhythm) while its data loads. Offline, when its data is not on the
 * device (lib/offline/pending.ts, `useWaitsForNetwork`), nothing: the block hides as one that fails to load does (SPEC
 * §8), rather than shimmer until the network returns, and the 'Hors connexion' banner says the rest needs it; the
 * network back, its query resumes and the block shows.
 */
export function BlockSkeleton({ h }: { h: string }) {
  if (useWaitsForNetwork()) return null;
  return <Skeleton h={h} rounded="card" />;
}
