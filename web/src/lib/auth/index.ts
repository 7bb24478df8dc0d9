export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthState, AuthContextValue } from './context';
export type { AuthUser } from './types';
export { accessToken, sendResetCode, totp } from './loader';
export { groupSecret, totpFailure, type TotpSetup } from './totp';
export type { SignInOutcome } from './sign-in-steps';
export { authErrorName } from './errors';
