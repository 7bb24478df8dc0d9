import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { eachLine, stopChild } from './child-process';
import { cognitoGaps } from './cognito-gaps';
import { closeServer, listen } from './http-server';
import { freePort } from './ports';
import { StackError } from './errors';
import type { Log } from './log';

/** Lambda function names of the Cognito triggers (`functions/auth/<name>.ts`), as CDK wires them. */
export const TRIGGER_FUNCTIONS = {
  PreSignUp: 'pre-sign-up',
  PostConfirmation: 'post-confirmation',
  PostAuthentication: 'post-authentication',
} as const;

export interface CognitoLocal {
  /** Base URL, also the token issuer's domain (`<url>/<userPoolId>`). */
  url: string;
  stop(): Promise<void>;
}

interface Options {
  port: number;
  /** cognito-local's working directory: it keeps `.cognito/config.json` and `.cognito/db/` there. */
  dir: string;
  /** The local Lambda-invoke endpoint the triggers are called through. */
  lambdaEndpoint: string;
  log: Log;
  /** Every line cognito-local prints (the stack's log file keeps them). */
  output?: (line: string) => void;
}

/**
 * Starts cognito-local in its own process, behind the emulation of what it lacks of Cognito (a disabled user refused
 * at sign-in, the global sign-outs, a change of address: scripts/dev/cognito-gaps.ts) on the pool's public port. Its request log stays quiet; the reset codes and the invitations' temporary
 * passwords it "e-mails" become one readable line on the dev console, and its errors are passed on.
 */
export async function startCognito({ port, dir, lambdaEndpoint, log, output: onOutput }: Options): Promise<CognitoLocal> {
  const url = `http://localhost:${port}`;
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: { endpoint: lambdaEndpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
        TriggerFunctions: TRIGGER_FUNCTIONS,
        TokenConfig: { IssuerDomain: url },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );

  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const upstreamPort = await freePort();
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    env: { ...process.env, PORT: String(upstreamPort), HOST: '127.0.0.1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const ready = new Promise<void>((resolve, reject) => {
    const output: string[] = [];
    // cognito-local also prints a code for a sign-up, which is not the one that counts: the proxy e-mails its own to the
    // local mailbox (scripts/dev/sign-up-codes.ts), as it e-mails a new address its code (cognito-gaps.ts).
    const readCode = codeReader((email, code) =>
      log.info(`Code de cognito-local pour ${email} : ${code} (réinitialisation du mot de passe, ou mot de passe provisoire d’une invitation ; le code d’une inscription est dans la boîte mail locale)`),
    );
    eachLine(child, (line) => {
      onOutput?.(line);
      if (output.length < 200) output.push(line);
      if (line.includes('Cognito Local running on')) resolve();
      readCode(line);
      if (/\b(ERROR|FATAL)\b/.test(line)) log.error(`cognito-local : ${line.trim()}`);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new StackError(`cognito-local s’est arrêté (code ${code}) :\n${output.join('\n')}`)));
  });
  try {
    await withTimeout(ready, 30_000, 'cognito-local ne démarre pas en 30 s');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  // The AWS emulator (Lambda invoke for the triggers) also takes SES's SendEmail: the codes the proxy mails go there.
  const gaps = cognitoGaps({ storeDir: dir, upstreamPort, mailEndpoint: lambdaEndpoint });
  try {
    await listen(gaps, port);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => Promise.all([closeServer(gaps), stopChild(child)]).then(() => undefined) };
}

/**
 * cognito-local prints each code it would e-mail in a box ("Confirmation Code Delivery", then
 * `Destination: …` and `Code: …` lines). Returns a line consumer calling `onCode` once per box.
 */
export function codeReader(onCode: (email: string, code: string) => void): (line: string) => void {
  let box: { email?: string; code?: string } | undefined;
  return (line) => {
    if (line.includes('Confirmation Code Delivery')) box = {};
    if (!box) return;
    box.email ??= /Destination:\s+(\S+@\S+?)\s*│?\s*$/.exec(line)?.[1];
    // A reset code is 6 digits; an invitation's temporary password, 6 letters and digits.
    box.code ??= /Code:\s+([A-Za-z0-9]+)/.exec(line)?.[1];
    if (box.email && box.code) {
      onCode(box.email, box.code);
      box = undefined;
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StackError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

