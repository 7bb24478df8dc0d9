import { useAuth } from '../../lib/auth';
import { useCurrentDog } from '../../lib/current-dog';

/**
 * The name beside the nav's avatar (SPEC §2 Navigation): the current dog's name once the member has a dog (issue 25:
 * the one chosen in the header's switcher), the member's first name until then; undefined for a visitor. A list of
 * dogs that fails to load is never shown as an error: the first name stays.
 */
export function useNavName(): string | undefined {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const dogName = useCurrentDog().dog?.name.trim();
  if (!signedIn) return undefined;
  return dogName || state.user.firstName || 'Mon profil';
}
