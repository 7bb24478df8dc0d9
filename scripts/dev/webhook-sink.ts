import { escapeHtml } from './http-server';
import type { Log } from './log';

/** Where automations' webhooks can point locally (a name of your choice after it): the sink records each delivery. */
export const WEBHOOK_SINK_PATH = '/_local/webhooks';

/** One request the sink received. */
export interface SinkDelivery {
  at: string;
  /** The path's last segment: which "scenario" it was sent to. */
  hook: string;
  eventId: string | null;
  body: unknown;
  /** What the sink answered. */
  status: number;
}

const KEPT = 200;

/**
 * The local stand-in for Make (issue 15): `npm start` offers its address on the admin's automations page, records what
 * the webhooks send (shown on its page and in the dev log, by event and id) and answers 200 — except a hook whose
 * name starts with `flaky`, which answers 500 to the first delivery of each event id, to watch a retry arrive.
 */
export function createWebhookSink({ log, pageUrl }: { log: Log; pageUrl: () => string }) {
  const received: SinkDelivery[] = [];
  const failedOnce = new Set<string>();
  return {
    receive(hook: string, raw: string, eventIdHeader: string | undefined): number {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      const eventId = eventIdHeader ?? null;
      const key = `${hook}:${eventId}`;
      const status = hook.startsWith('flaky') && !failedOnce.has(key) ? 500 : 200;
      if (status === 500) failedOnce.add(key);
      received.push({ at: new Date().toISOString(), hook, eventId, body, status });
      if (received.length > KEPT) received.shift();
      const event = typeof body === 'object' && body !== null && 'event' in body ? String((body as { event: unknown }).event) : 'requête';
      log.info(`Webhook « ${hook} » : ${event} reçu (${status}) — ${pageUrl()}`);
      return status;
    },
    list: (): readonly SinkDelivery[] => received,
  };
}

export function webhookSinkPage(received: readonly SinkDelivery[]): string {
  const rows = [...received]
    .reverse()
    .map(
      (delivery) =>
        `<tr><td>${escapeHtml(new Date(delivery.at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</td><td>${escapeHtml(delivery.hook)}</td><td>${delivery.status}</td><td><pre>${escapeHtml(JSON.stringify(delivery.body, null, 2))}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Webhooks reçus — La Meute</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#2b2520}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}pre{margin:0;font-size:.85rem}</style></head>
<body><h1>Webhooks reçus</h1><p>Ce que les automatisations ont envoyé au récepteur local (${received.length}), comme Make le recevrait.</p>
<table><thead><tr><th scope="col">Reçu le</th><th scope="col">Webhook</th><th scope="col">Réponse</th><th scope="col">Contenu</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Rien reçu pour l’instant.</td></tr>'}</tbody></table></body></html>`;
}
