import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import webPush from 'web-push';
import { sendJson } from './http-server';
import type { Log } from './log';

/** Where the push sandbox answers, on the AWS emulator's port (PUSH_SANDBOX_URL of the local functions). */
export const PUSH_SANDBOX_PATH = '/_local/push';

/** One notification the sandbox received, decrypted, as a device would show it. */
export interface ReceivedPush {
  at: string;
  deviceId: string;
  /** The payload, parsed (the reminder's title, body, url, stopUrl, tag). */
  message: unknown;
  ttl: number | null;
  urgency: string | null;
  /** The VAPID public key (`k`) the sender signed with. */
  vapidKey: string;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
}

const KEPT = 500;
const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/**
 * The local stand-in for a browser's push service (issue 25), with no browser: a test (or a person, with curl) asks
 * for a device — an endpoint and the keys a browser's `PushSubscription.toJSON()` gives — and registers it with the
 * API like a browser would; what the product then sends to that endpoint is checked as a push service checks it
 * (the VAPID JWT's ES256 signature against its `k`, its audience and expiry: 401/403 otherwise) and decrypted as the
 * device would (RFC 8291, aes128gcm, with the device's private key), then kept for the tests at `/_local/push.json`.
 * A device removed (`DELETE /_local/push/devices/<id>`) answers 410 Gone, as a push service does for a subscription
 * the browser dropped.
 */
export function createPushSandbox({ log, baseUrl }: { log: Log; baseUrl: () => string }) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];

  function checkVapid(header: string | undefined): { key: string } | { status: number; reason: string } {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) return { status: 401, reason: 'en-tête Authorization VAPID absent' };
    const [, jwt = '', key = ''] = match;
    const [head = '', body = '', signature = ''] = jwt.split('.');
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65) return { status: 401, reason: 'clé VAPID illisible' };
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!signed) return { status: 403, reason: 'signature VAPID invalide' };
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
    if (claims.aud !== new URL(baseUrl()).origin) return { status: 403, reason: `audience VAPID ${claims.aud} inattendue` };
    if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) return { status: 403, reason: 'expiration VAPID hors limites' };
    if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) return { status: 403, reason: 'contact VAPID absent' };
    return { key };
  }

  /** RFC 8291 (aes128gcm, one record): the plaintext a device reads. */
  function decrypt(device: Device, body: Buffer): Buffer {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const secret = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey, Buffer.from([1])]);
    const ikm = hmac(hmac(device.auth, secret), keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('délimiteur du dernier enregistrement absent');
    return padded.subarray(0, end);
  }

  return {
    list: (): readonly ReceivedPush[] => received,
    handle(request: IncomingMessage, response: ServerResponse, path: string, body: Buffer): void {
      const method = request.method ?? 'GET';
      const rest = path.slice(PUSH_SANDBOX_PATH.length);
      if (method === 'POST' && rest === '/devices') {
        const deviceId = randomUUID();
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        const device: Device = { ecdh, auth: randomBytes(16), gone: false };
        devices.set(deviceId, device);
        return sendJson(response, 201, {
          deviceId,
          endpoint: `${baseUrl()}${PUSH_SANDBOX_PATH}/send/${deviceId}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
        });
      }
      const removed = /^\/devices\/([^/]+)$/.exec(rest);
      if (method === 'DELETE' && removed) {
        const device = devices.get(removed[1] ?? '');
        if (device) device.gone = true;
        return void response.writeHead(device ? 204 : 404).end();
      }
      const send = /^\/send\/([^/]+)$/.exec(rest);
      if (method === 'POST' && send) {
        const deviceId = send[1] ?? '';
        const device = devices.get(deviceId);
        if (!device || device.gone) return sendJson(response, 410, { reason: 'abonnement expiré ou retiré' });
        const vapid = checkVapid(request.headers.authorization);
        if ('status' in vapid) return sendJson(response, vapid.status, { reason: vapid.reason });
        if (request.headers['content-encoding'] !== 'aes128gcm') return sendJson(response, 415, { reason: 'encodage aes128gcm attendu' });
        let message: unknown;
        try {
          message = JSON.parse(decrypt(device, body).toString('utf8'));
        } catch (error) {
          return sendJson(response, 400, { reason: `charge illisible : ${error instanceof Error ? error.message : String(error)}` });
        }
        const ttl = Number(request.headers.ttl);
        received.push({ at: new Date().toISOString(), deviceId, message, ttl: Number.isFinite(ttl) ? ttl : null, urgency: (request.headers.urgency as string | undefined) ?? null, vapidKey: vapid.key });
        if (received.length > KEPT) received.shift();
        log.info(`Notification reçue par l’appareil local ${deviceId.slice(0, 8)}`);
        response.writeHead(201, { location: `${PUSH_SANDBOX_PATH}/messages/${randomUUID()}` });
        return void response.end();
      }
      sendJson(response, 404, { message: `${method} ${path} : rien ici` });
    },
  };
}

/**
 * The local VAPID key pair (what the operator generates once in AWS): generated on the first `npm start` and kept in
 * the data directory (`.local/web-push.json`), so the devices subscribed locally stay valid across restarts; a stack
 * without a data directory (the tests) gets a fresh pair.
 */
export function localVapidKeys(dataDir: string | null): { publicKey: string; privateKey: string; subject: string } {
  const subject = 'mailto:bonjour@lameute.local';
  const file = dataDir ? join(dataDir, 'web-push.json') : null;
  if (file && existsSync(file)) return { subject, ...(JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }) };
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ publicKey, privateKey }, null, 2), { mode: 0o600 });
  }
  return { publicKey, privateKey, subject };
}
