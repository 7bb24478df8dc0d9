export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthState, AuthContextValue } from './context';
export type { AuthUser } from './types';
export { accessToken, sendResetCode } from './loader';
export { authErrorName } from './errors';
