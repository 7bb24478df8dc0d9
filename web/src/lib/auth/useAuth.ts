import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './context';

/** The auth state and actions. Using it outside `<AuthProvider>` is a programming error (SPEC §4). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth doit être utilisé à l’intérieur de <AuthProvider>');
  return value;
}
