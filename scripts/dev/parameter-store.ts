/**
 * The local Secrets Manager (GetSecretValue) and SSM Parameter Store (GetParameter), in the AWS JSON protocol the SDK
 * speaks, for the AWS emulator (scripts/dev/aws-emulator.ts) and for tests that serve it alone. A name never put
 * answers the store's own not-found error, as in AWS before the stack has created it.
 */
export function createParameterStore() {
  const secrets = new Map<string, string>();
  const parameters = new Map<string, string>();
  const error = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });

  return {
    putSecret: (arn: string, value: string) => void secrets.set(arn, value),
    putParameter: (name: string, value: string) => void parameters.set(name, value),
    /** The answer to a call (its `x-amz-target` header and JSON body), or undefined when it is neither store's. */
    answer(target: string | undefined, body: string): { status: number; body: unknown } | undefined {
      if (target === 'secretsmanager.GetSecretValue') {
        const { SecretId = '' } = JSON.parse(body || '{}') as { SecretId?: string };
        const value = secrets.get(SecretId);
        if (value === undefined) return error('ResourceNotFoundException', `Secrets Manager can't find the specified secret.`);
        return { status: 200, body: { ARN: SecretId, Name: SecretId, SecretString: value } };
      }
      if (target === 'AmazonSSM.GetParameter') {
        const { Name = '' } = JSON.parse(body || '{}') as { Name?: string };
        const value = parameters.get(Name);
        if (value === undefined) return error('ParameterNotFound', `Parameter ${Name} not found.`);
        return { status: 200, body: { Parameter: { Name, Type: 'String', Value: value, Version: 1 } } };
      }
      return undefined;
    },
  };
}

/** The content type of the AWS JSON protocol's answers. */
export const AWS_JSON = { 'content-type': 'application/x-amz-json-1.1' } as const;
