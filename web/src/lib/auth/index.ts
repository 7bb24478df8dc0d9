export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthState, AuthContextValue } from './context';
export type { AuthUser, SignUpInput } from './types';
export { accessToken, confirmResetPassword, sendResetCode } from './loader';
export { authErrorName, preSignUpRejection } from './errors';
