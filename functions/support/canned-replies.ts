import { randomUUID } from 'node:crypto';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

/** The team's shared replies (canned replies), newest edit first. */
export async function listCannedReplies(db: Db) {
  const { data } = await db.entities.cannedReply.query.all({}).go({ pages: 'all' });
  return {
    replies: data
      .map(({ replyId, title, body, updatedAt }) => ({ id: replyId, title, body, updatedAt }))
      .sort((a, b) => a.title.localeCompare(b.title, 'fr')),
  };
}

export async function createCannedReply(db: Db, { title, body, educatorId, at }: { title: string; body: string; educatorId: string; at: string }) {
  const replyId = randomUUID();
  await db.entities.cannedReply.create({ replyId, title, body, updatedBy: educatorId, updatedAt: at }).go();
  return { id: replyId, title, body, updatedAt: at };
}

export async function deleteCannedReply(db: Db, replyId: string): Promise<void> {
  const { data } = await db.entities.cannedReply.delete({ replyId }).go({ response: 'all_old' });
  if (!data) throw new HttpError('CANNED_REPLY_NOT_FOUND');
}
