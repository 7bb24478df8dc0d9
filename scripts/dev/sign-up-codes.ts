import { randomInt } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { BRAND } from '../../shared/brand';
import { signUpCodeValid } from '../../shared/domain/sign-up-codes';
import { VERIFICATION_CODE_SUBJECT, verificationCodeHtml, verificationCodeText } from '../../shared/verification-code-mail';
import { readBody, sendJson } from './http-server';

/** Where the proxy's test hook backdates a sign-up code (the local stack only): `POST {email, ageSeconds}`. */
export const SIGN_UP_CODE_AGE_PATH = '/_local/sign-up-code-age';

interface Pending {
  code: string;
  issuedAt: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The sign-up's code as Cognito handles it (issue 22), emulated in front of cognito-local, which makes a code but
 * e-mails it nowhere, never lets it expire and has no ResendConfirmationCode:
 * - a SignUp that leaves the account unconfirmed gets a code of 6 digits, e-mailed through the local SES
 *   (`mailEndpoint`, the AWS emulator's SESv2 SendEmail, so it lands in the local mailbox) worded as the pool's
 *   verification message (shared/verification-code-mail.ts);
 * - ResendConfirmationCode replaces it with a new one, e-mailed the same way (an unknown address answers
 *   UserNotFoundException, a confirmed one InvalidParameterException, as Cognito's API does);
 * - ConfirmSignUp checks the code against the last one sent: CodeMismatchException, or ExpiredCodeException past the
 *   validity of shared/domain/sign-up-codes.ts (Cognito's 24 hours); a right code confirms the account upstream
 *   (AdminConfirmSignUp, which runs the post-confirmation trigger with PostConfirmation_ConfirmSignUp, as ConfirmSignUp does).
 * The codes are kept in memory: after a restart of the stack, an account still unconfirmed asks for a new code (its
 * old one answers ExpiredCodeException). `POST /_local/sign-up-code-age` backdates an address's code, so a test can
 * present one as old as the rule's validity.
 */
export function signUpCodes({ upstreamPort, mailEndpoint }: { upstreamPort: number; mailEndpoint: string }) {
  const pending = new Map<string, Pending>();
  const pools = new Map<string, string>();

  /** Answers the calls it emulates and returns true; false for any other, which goes to cognito-local untouched. */
  async function handle(request: IncomingMessage, response: ServerResponse, operation: string, input: Record<string, unknown>, body: Buffer): Promise<boolean> {
    const email = String(input.Username ?? '').toLowerCase();
    const clientId = String(input.ClientId ?? '');
    if (operation === 'SignUp') {
      const answer = await call(operation, input, request.headers);
      if (answer.status === 200 && answer.body.UserConfirmed === false) await send(email);
      reply(response, answer);
      return true;
    }
    if (operation === 'ResendConfirmationCode') {
      const status = await userStatus(clientId, email);
      if (!status) return refuse(response, 'UserNotFoundException', 'Username/client id combination not found.');
      if (status !== 'UNCONFIRMED') return refuse(response, 'InvalidParameterException', 'User is already confirmed.');
      await send(email);
      sendJson(response, 200, { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked(email) } }, AWS_JSON);
      return true;
    }
    if (operation === 'ConfirmSignUp') {
      const status = await userStatus(clientId, email);
      if (!status) return refuse(response, 'CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (status !== 'UNCONFIRMED') return refuse(response, 'NotAuthorizedException', `User cannot be confirmed. Current status is ${status}`);
      const sent = pending.get(email);
      if (!sent || !signUpCodeValid(sent.issuedAt, new Date().toISOString())) return refuse(response, 'ExpiredCodeException', 'Invalid code provided, please request a code again.');
      if (sent.code !== String(input.ConfirmationCode ?? '')) return refuse(response, 'CodeMismatchException', 'Invalid verification code provided, please try again.');
      const answer = await call('AdminConfirmSignUp', { UserPoolId: await poolOf(clientId), Username: email }, {});
      if (answer.status === 200) pending.delete(email);
      reply(response, answer.status === 200 ? { status: 200, body: {} } : answer);
      return true;
    }
    if (request.method === 'POST' && request.url === SIGN_UP_CODE_AGE_PATH) {
      const { email: target, ageSeconds } = JSON.parse(body.toString('utf8') || '{}') as { email?: string; ageSeconds?: number };
      const sent = target ? pending.get(target.toLowerCase()) : undefined;
      if (!sent || typeof ageSeconds !== 'number') return (sendJson(response, 404, { message: 'Aucun code en attente pour cette adresse' }), true);
      sent.issuedAt = new Date(Date.now() - ageSeconds * 1000).toISOString();
      response.writeHead(204).end();
      return true;
    }
    return false;
  }

  async function send(email: string): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    pending.set(email, { code, issuedAt: new Date().toISOString() });
    await mailCode(mailEndpoint, email, code);
  }

  /** The account's UserStatus (UNCONFIRMED, CONFIRMED…), or undefined when the pool has no such address. */
  async function userStatus(clientId: string, email: string): Promise<string | undefined> {
    const answer = await call('AdminGetUser', { UserPoolId: await poolOf(clientId), Username: email }, {});
    return answer.status === 200 ? String(answer.body.UserStatus) : undefined;
  }

  /** The pool an app client belongs to, learnt once from cognito-local. */
  async function poolOf(clientId: string): Promise<string> {
    const known = pools.get(clientId);
    if (known) return known;
    const { body } = await call('ListUserPools', { MaxResults: 60 }, {});
    for (const pool of (body.UserPools ?? []) as Array<{ Id: string }>) {
      const clients = await call('ListUserPoolClients', { UserPoolId: pool.Id, MaxResults: 60 }, {});
      for (const client of (clients.body.UserPoolClients ?? []) as Array<{ ClientId: string }>) pools.set(client.ClientId, pool.Id);
    }
    return pools.get(clientId) ?? '';
  }

  /** One call to cognito-local, its answer read whole. */
  function call(operation: string, input: Record<string, unknown>, headers: IncomingMessage['headers']): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: 'POST',
          path: '/',
          headers: { ...headers, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, host: `127.0.0.1:${upstreamPort}` },
        },
        (answer) => {
          void readBody(answer, 10 * 1024 * 1024).then((raw) => {
            let parsed: Record<string, unknown> = {};
            try {
              parsed = JSON.parse(raw?.toString('utf8') || '{}') as Record<string, unknown>;
            } catch {
              // An empty or non-JSON answer: its status says enough.
            }
            resolve({ status: answer.statusCode ?? 502, body: parsed });
          }, reject);
        },
      );
      upstream.on('error', reject);
      const payload = JSON.stringify(input);
      upstream.setHeader('content-length', Buffer.byteLength(payload));
      upstream.end(payload);
    });
  }

  return { handle };
}

const AWS_JSON = { 'content-type': 'application/x-amz-json-1.1' };

function reply(response: ServerResponse, { status, body }: Answer): void {
  const type = typeof body.__type === 'string' ? body.__type : undefined;
  sendJson(response, status, body, { ...AWS_JSON, ...(type ? { 'x-amzn-errortype': type } : {}) });
}

function refuse(response: ServerResponse, type: string, message: string): true {
  sendJson(response, 400, { __type: type, message }, { ...AWS_JSON, 'x-amzn-errortype': type });
  return true;
}

/** 'c***@example.com', as Cognito shows a destination. */
function masked(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/**
 * E-mails a code through the local SES (the AWS emulator's SESv2 SendEmail, into the local mailbox), worded as the
 * pool's verification message (infra/constructs/auth.ts `userVerification`, shared/verification-code-mail.ts).
 */
export async function mailCode(endpoint: string, email: string, code: string): Promise<void> {
  const answer = await fetch(`${endpoint}/v2/email/outbound-emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      FromEmailAddress: `${BRAND.name} <no-reply@${BRAND.domain}>`,
      Destination: { ToAddresses: [email] },
      Content: { Simple: { Subject: { Data: VERIFICATION_CODE_SUBJECT }, Body: { Text: { Data: verificationCodeText(code) }, Html: { Data: verificationCodeHtml(code) } } } },
    }),
  });
  if (!answer.ok) throw new Error(`SendEmail a répondu ${answer.status}`);
}
