import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';

/** 'Déconnexion': signs out and returns to the home page (SPEC §2). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
}
