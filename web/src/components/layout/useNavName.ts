import { useDogProfile } from '../../lib/api';
import { useAuth } from '../../lib/auth';

/**
 * The name beside the nav's avatar (SPEC §2 Navigation): the dog's name once the member has a dog, the member's
 * first name until then; undefined for a visitor. A dog profile that fails to load is never shown as an error:
 * the first name stays.
 */
export function useNavName(): string | undefined {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const dogName = useDogProfile(signedIn).data?.profile.nom?.trim();
  if (!signedIn) return undefined;
  return dogName || state.user.firstName || 'Mon profil';
}
