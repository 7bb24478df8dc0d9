/** Cognito reports failures as errors whose `name` is the service exception (UsernameExistsException…). */
export function authErrorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

