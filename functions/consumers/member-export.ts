import { buildMemberExport } from '../account/member-export';
import { db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { mailMember } from '../lib/mail/mail-member';
import { sendMail, type SendMail } from '../lib/mail/send-mail';
import { exportReadyMail } from '../lib/mail/templates';
import { exportsBucket, type ExportsBucket } from '../lib/storage/exports-bucket';

/**
 * 'Télécharger mes données' (issue 22), once per event id: a requested export is built (read, written to the private
 * bucket, marked ready, functions/account/member-export.ts); a ready export is announced to the member by e-mail, with
 * the date it expires. A failure (the bucket, SES) fails the message, which the queue brings back.
 */
export async function onMemberExportEvent(event: ConsumedEvent<'member-export'>, ports: { bucket: ExportsBucket; send: SendMail }): Promise<void> {
  switch (event.name) {
    case 'member_export_requested':
      await buildMemberExport(db(), ports.bucket, { userId: event.detail.userId, exportId: event.detail.exportId, now: new Date().toISOString() });
      return;
    case 'member_export_ready':
      return mailMember(db(), ports.send, event.detail.userId, (firstName) => exportReadyMail({ firstName, availableUntil: event.detail.availableUntil }), 'export prêt');
  }
}

export const handler = consumerHandler('member-export', (event) => onMemberExportEvent(event, { bucket: exportsBucket(), send: sendMail }));
