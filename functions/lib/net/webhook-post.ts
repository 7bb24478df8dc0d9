import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { webhookTarget, type TargetPolicy } from './public-url';

export type WebhookPostOutcome = { status: number } | { failure: 'refused' | 'timeout' | 'unreachable' };

/**
 * A `lookup` that answers the addresses already checked and nothing else: whatever the name service says now, the
 * socket connects to an address `webhookTarget` let through (issue 20, DNS rebinding). The URL keeps its name, so
 * the Host header, the TLS SNI and the certificate's check are the name's, as with a normal connection.
 */
export function pinnedLookup(addresses: readonly string[]): NonNullable<RequestOptions['lookup']> {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const [first] = entries;
    if (!first) return callback(Object.assign(new Error('Aucune adresse vérifiée'), { code: 'ENOTFOUND' }), '', 0);
    if (options.all) return callback(null, entries);
    callback(null, first.address, first.family);
  };
}

/**
 * POSTs a JSON body to a webhook URL after checking it (`webhookTarget`), connected to the checked addresses only.
 * Redirects are not followed (a public URL cannot bounce the request inside): a 3xx is the answer. The answer's body
 * is not read. Never throws: a refused URL, a timeout or a network failure is the outcome.
 */
export async function postToWebhook(
  raw: string,
  { headers, body, timeoutMs }: { headers: Record<string, string>; body: string; timeoutMs: number },
  policy: TargetPolicy = {},
): Promise<WebhookPostOutcome> {
  const target = await webhookTarget(raw, policy);
  if (!target) return { failure: 'refused' };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((settle) => {
    const request = send(
      target.url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinnedLookup(target.addresses), signal },
      (response) => {
        settle({ status: response.statusCode ?? 0 });
        response.destroy();
      },
    );
    request.on('error', () => settle({ failure: signal.aborted ? 'timeout' : 'unreachable' }));
    request.end(body);
  });
}
