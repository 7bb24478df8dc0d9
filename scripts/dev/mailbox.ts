import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './http-server';
import type { Log } from './log';

/** An e-mail the functions sent through SES (SESv2 SendEmail, Simple content), as the local mailbox keeps it. */
export interface LocalMail {
  id: string;
  at: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The headers the sender added (a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post); none otherwise. */
  headers?: Record<string, string>;
}

/** What SESv2 SendEmail receives (the fields the product sends; @aws-sdk/client-sesv2 SendEmailRequest). */
interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } }; Headers?: { Name?: string; Value?: string }[] };
  };
}

const KEPT = 200;

/**
 * The local stand-in for SES (DESIGN §5): keeps what would have been sent (the last 200 e-mails, on disk under the
 * stack's data directory when it has one), prints each in the dev log with the mailbox page's address, and shows
 * them on that page.
 */
export function createMailbox({ dataDir, log, pageUrl }: { dataDir: string | null; log: Log; pageUrl: () => string }) {
  const file = dataDir ? join(dataDir, 'mailbox.json') : null;
  const mails: LocalMail[] = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalMail[]) : [];
  const save = () => {
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(mails.slice(-KEPT)));
  };
  return {
    /** SESv2 SendEmail: the mail is kept, and its MessageId answered as SES does. */
    send(request: SendEmailRequest): { MessageId: string } {
      const simple = request.Content?.Simple;
      const mail: LocalMail = {
        id: randomUUID(),
        at: new Date().toISOString(),
        from: request.FromEmailAddress ?? '',
        to: request.Destination?.ToAddresses ?? [],
        subject: simple?.Subject?.Data ?? '',
        text: simple?.Body?.Text?.Data ?? '',
        html: simple?.Body?.Html?.Data ?? '',
        ...(simple?.Headers?.length ? { headers: Object.fromEntries(simple.Headers.map(({ Name = '', Value = '' }) => [Name, Value])) } : {}),
      };
      mails.push(mail);
      if (mails.length > KEPT) mails.shift();
      save();
      log.info(`E-mail à ${mail.to.join(', ')} : « ${mail.subject} » — ${pageUrl()}`);
      return { MessageId: mail.id };
    },
    list: (): readonly LocalMail[] => mails,
    find: (id: string) => mails.find((mail) => mail.id === id),
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;


/** The mailbox page: the e-mails, newest first, each opening its HTML version. */
export function mailboxPage(mails: readonly LocalMail[], mailUrl: (id: string) => string): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(new Date(mail.at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }))}</td><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="${escapeHtml(mailUrl(mail.id))}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte mail locale — La Meute</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#2b2520}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}</style></head>
<body><h1>Boîte mail locale</h1><p>Les e-mails que l’application aurait envoyés avec SES (${mails.length}).</p>
<table><thead><tr><th scope="col">Envoyé le</th><th scope="col">À</th><th scope="col">Objet</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Aucun e-mail pour l’instant.</td></tr>'}</tbody></table></body></html>`;
}
