import { randomUUID } from 'node:crypto';
import type { MemberExport } from '../../shared/contract/export-schemas';
import { CONSENTS, CONSENT_KINDS, consentStates } from '../../shared/domain/consents';
import { EXPORT_LINK_SECONDS, exportAvailableUntil, exportStalledBefore, exportStatus } from '../../shared/domain/member-export';
import type { EventDetail } from '../../shared/events/catalogue';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';
import type { ExportsBucket } from '../lib/storage/exports-bucket';
import { readMemberData, type MemberData } from './member-data';
import { memberExportDocument, memberExportSummary } from './member-export-file';

/**
 * 'Télécharger mes données' (issue 22): a member asks for everything held about them; the export consumer writes it to
 * the private bucket (a JSON file and a readable summary), marks it ready for 7 days and e-mails them; the account page
 * reads its state and, while it is ready, short-lived links to download it.
 */

/** What the browser downloads the files as. */
const DATA_FILE = 'donnees-la-meute.json';
const SUMMARY_FILE = 'resume-donnees-la-meute.html';

/**
 * Asks for an export. ONE transaction: the member's export item written 'preparing' with a new id, on the condition
 * that none is being prepared (absent, ready, expired, or stalled past EXPORT_STALLED_MINUTES), with a check that the
 * member exists, and the `member_export_requested` event. Of simultaneous requests exactly one commits; the others
 * are told one is in preparation.
 */
export async function requestMemberExport(db: Db, { userId, now }: { userId: string; now: string }): Promise<MemberExport> {
  const exportId = randomUUID();
  const stalledBefore = exportStalledBefore(now);
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.memberExport
          .put({ userId, exportId, state: 'preparing', requestedAt: now })
          .where(({ state, requestedAt }, { notExists, ne, lt }) => `${notExists(state)} OR ${ne(state, 'preparing')} OR ${lt(requestedAt, stalledBefore)}`)
          .commit(),
        entities.profile.check({ userId }).where(({ userId: id }, { exists }) => exists(id)).commit(),
        outboxItem(entities, 'member_export_requested', { userId, exportId, requestedAt: now }, now),
      ])
      .go(),
  );
  if (result.canceled) {
    const [previous, profile] = result.data;
    if (profile?.code === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
    if (previous?.code === 'ConditionalCheckFailed') throw new HttpError('EXPORT_IN_PROGRESS');
    throw new Error(`Export de ${userId} non enregistré : ${result.data.map((item) => item.code).join(', ')}`);
  }
  return { status: 'preparing', requestedAt: now, readyAt: null, availableUntil: null, links: null };
}

/** The member's export as the page shows it; while it is ready, fresh presigned links to both files. */
export async function memberExportStatus(db: Db, bucket: ExportsBucket, { userId, now }: { userId: string; now: string }): Promise<MemberExport> {
  const { data: stored } = await db.entities.memberExport.get({ userId }).go({ consistent: true });
  const status = exportStatus(stored, now);
  const answer: MemberExport = {
    status,
    requestedAt: stored?.requestedAt ?? null,
    readyAt: stored?.readyAt ?? null,
    availableUntil: stored?.availableUntil ?? null,
    links: null,
  };
  if (status !== 'ready' || !stored?.dataKey || !stored.summaryKey) return answer;
  const [data, summary] = await Promise.all([
    bucket.presignedGet(stored.dataKey, { seconds: EXPORT_LINK_SECONDS, disposition: `attachment; filename="${DATA_FILE}"`, contentType: 'application/json; charset=utf-8' }),
    bucket.presignedGet(stored.summaryKey, { seconds: EXPORT_LINK_SECONDS, disposition: `inline; filename="${SUMMARY_FILE}"`, contentType: 'text/html; charset=utf-8' }),
  ]);
  return { ...answer, links: { data, summary, expiresAt: new Date(Date.parse(now) + EXPORT_LINK_SECONDS * 1000).toISOString() } };
}

/** The consents as the export shows them: every kind, with its label and date (the consents store, issue 22). */
function consentsOf(data: MemberData) {
  const legacy = data.profile ? { granted: data.profile.newsletter, at: data.profile.cguAcceptedAt ?? data.profile.createdAt } : undefined;
  const states = consentStates(data.consents, legacy);
  return CONSENT_KINDS.map((kind) => ({ kind, label: CONSENTS[kind].label, ...states[kind] }));
}

/** The titles of the fiches named by the member's validations and shares (one BatchGet). */
async function ficheTitles(db: Db, data: MemberData): Promise<Map<string, string>> {
  const ids = [...new Set([...data.validations.map((v) => v.ficheId), ...data.shares.map((s) => s.ficheId)])];
  if (!ids.length) return new Map();
  const { data: fiches } = await db.entities.fiche.get(ids.map((ficheId) => ({ ficheId }))).go({ attributes: ['ficheId', 'title'] });
  return new Map(fiches.map((fiche) => [fiche.ficheId, fiche.title]));
}

/**
 * Builds a requested export (the member-export consumer, once per event). An export no longer 'preparing' under this
 * id (already built by an earlier run, or replaced by a newer request) is left alone. Otherwise: every section read
 * (member-data.ts), the JSON and the summary written under `exports/<userId>/<exportId>/` (the same keys on a retry),
 * then ONE conditional transaction marks it ready until 7 days from now, with `member_export_ready` for the e-mail.
 */
export async function buildMemberExport(db: Db, bucket: ExportsBucket, { userId, exportId, now }: { userId: string; exportId: string; now: string }): Promise<'built' | 'skipped'> {
  const { data: stored } = await db.entities.memberExport.get({ userId }).go({ consistent: true });
  if (stored?.exportId !== exportId || stored.state !== 'preparing') return 'skipped';
  const data = await readMemberData(db, userId);
  const document = memberExportDocument(data, { userId, generatedAt: now, ficheTitles: await ficheTitles(db, data), consents: consentsOf(data) });
  const prefix = `exports/${userId}/${exportId}`;
  const dataKey = `${prefix}/${DATA_FILE}`;
  const summaryKey = `${prefix}/${SUMMARY_FILE}`;
  await bucket.put(dataKey, `${JSON.stringify(document, null, 2)}\n`, 'application/json; charset=utf-8');
  await bucket.put(summaryKey, memberExportSummary(document), 'text/html; charset=utf-8');
  const availableUntil = exportAvailableUntil(now);
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.memberExport
          .patch({ userId })
          .set({ state: 'ready', readyAt: now, availableUntil, dataKey, summaryKey })
          .where((item, { eq }) => `${eq(item.exportId, exportId)} AND ${eq(item.state, 'preparing')}`)
          .commit(),
        outboxItem(entities, 'member_export_ready', { userId, exportId, availableUntil }, now),
      ])
      .go(),
  );
  if (result.canceled) {
    if (result.data[0]?.code !== 'ConditionalCheckFailed') throw new Error(`Export ${exportId} non marqué prêt : ${result.data.map((item) => item.code).join(', ')}`);
    logger.info('Export déjà prêt ou remplacé par une demande plus récente', { exportId });
    return 'skipped';
  }
  return 'built';
}

export type MemberExportReady = EventDetail<'member_export_ready'>;
