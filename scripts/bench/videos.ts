import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../shared/contract/routes';
import { videoDueBy } from '../../shared/domain/videos';
import { isoVideo } from '../../test/integration/support/video-files';
import { addToGroup, signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

/** The file of the upload: 50 MB (10^6 bytes), a real MP4 header with its duration, then filler. */
const UPLOAD_BYTES = 50_000_000;
const UPLOAD_SECONDS = 45;
/** Uploads measured, each of a new 50 MB file (a member's month: Expert+ sends 6). */
const UPLOADS = 3;
/** The team's backlog: videos waiting for a comment (the route reads the whole 'a-commenter' partition). */
const BACKLOG = 300;
const COMMENTED = 1_000;
const SAMPLES = 100;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 26 budgets:
 * - a 50 MB video uploaded through the local path as a browser sends it: `POST /videos/upload` (the reservation and its
 *   presigned POST), then the multipart form straight to the local S3 (its policy checked by the product's own
 *   post-policy.ts), throughput in MB/s; then how long the check after upload (ObjectCreated → size, magic bytes,
 *   duration by ranged GETs) takes to mark it sent;
 * - the educators' queue `GET /staff/videos?queue=a-commenter`, with 300 videos waiting and 1,000 commented in the
 *   table, at a median ≤ 4× the raw DynamoDB Local Query of its index (gsi2, the 'a-commenter' partition, all pages),
 *   measured in alternation in the same run.
 * Figures taken on a loaded machine are noisy: the local S3 keeps objects in memory in the stack's one process.
 */
export async function benchVideos(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const account = async (role?: 'educator') => {
    const email = `banc-videos-${randomUUID()}@example.com`;
    const userId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
    if (role) await addToGroup(pool, email, role);
    return { userId, token: (await signIn(pool, email, PASSWORD)).accessToken };
  };
  const [member, educator] = await Promise.all([account(), account('educator')]);
  await setPlan(db(), member.userId, 'expert', new Date().toISOString());

  const call = async (method: string, path: string, token: string, body?: object): Promise<unknown> => {
    const response = await fetch(`${stack.urls.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.status >= 300) throw new Error(`${method} ${path} : ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  // The upload, as the browser's 'Envoyer une vidéo' does it (web/src/features/videos/upload.ts): the form's fields,
  // then the file last.
  const { fiches } = routes.listFiches.output.parse(await call('GET', '/fiches', member.token));
  const fiche = fiches.find((item) => !item.locked);
  if (!fiche) throw new Error('Aucune fiche ouverte pour le membre du banc');
  const file = isoVideo({ seconds: UPLOAD_SECONDS, payloadBytes: UPLOAD_BYTES - isoVideo({ seconds: UPLOAD_SECONDS, payloadBytes: 0 }).length });
  const uploads: Record<string, string | number>[] = [];
  for (let run = 1; run <= UPLOADS; run += 1) {
    const reserveStart = performance.now();
    const { video, upload } = routes.reserveVideoUpload.output.parse(
      await call('POST', '/videos/upload', member.token, { requestId: randomUUID(), ficheId: fiche.id, sizeBytes: file.length, contentType: 'video/mp4', durationSeconds: UPLOAD_SECONDS }),
    );
    const reserved = performance.now() - reserveStart;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'video/mp4' }), 'banc.mp4');
    const postStart = performance.now();
    const posted = await fetch(upload.url, { method: 'POST', body: form });
    await posted.arrayBuffer();
    const seconds = (performance.now() - postStart) / 1000;
    if (posted.status >= 300) throw new Error(`POST ${upload.url} : ${posted.status}`);
    const checkStart = performance.now();
    let status = video.status;
    while (status === 'attente_fichier' && performance.now() - checkStart < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = routes.getVideo.output.parse(await call('GET', `/videos/${video.id}`, member.token)).video.status;
    }
    uploads.push({
      upload: `#${run}, ${(file.length / 1e6).toFixed(1)} MB MP4`,
      'POST /videos/upload': ms(reserved),
      'presigned POST to S3': ms(seconds * 1000),
      'MB/s': (file.length / 1e6 / seconds).toFixed(1),
      'check after upload (until sent)': status === 'envoyee' ? ms(performance.now() - checkStart) : `status ${status}`,
    });
  }
  printTable(`Video upload through the local path (presigned POST to the local S3, policy checked), ${UPLOADS} files — figure only, no budget`, uploads);

  // The team's backlog: 300 waiting (a tenth in analysis by the bench's educator, some late), 1,000 commented.
  const now = Date.now();
  for (let batch = 0; batch < BACKLOG + COMMENTED; batch += 25) {
    const items = Array.from({ length: 25 }, (_, k) => {
      const i = batch + k;
      const waiting = i < BACKLOG;
      // Waiting ones were sent over the last two days (the oldest already late), commented ones over the months before.
      const sentAt = new Date(now - (waiting ? ((i * 97) % 2_880) : 2_880 + (i - BACKLOG) * 60) * 60_000).toISOString();
      const mine = waiting && i % 10 === 0;
      return {
        userId: `banc-membre-${i % 50}`,
        videoId: randomUUID(),
        status: waiting ? (mine ? ('en_analyse' as const) : ('envoyee' as const)) : ('commentee' as const),
        ficheId: 'rappel',
        ficheTitle: 'Le rappel',
        memberName: 'Banc',
        memberPlan: 'premium' as const,
        objectKey: `videos/banc-membre-${i % 50}/${i}`,
        declaredBytes: 20_000_000,
        declaredType: 'video/mp4',
        declaredSeconds: 60,
        sizeBytes: 20_000_000,
        container: 'mp4' as const,
        durationSeconds: 60,
        paidWith: 'quota:2026-11',
        createdAt: sentAt,
        sentAt,
        dueBy: videoDueBy(sentAt),
        queue: waiting ? ('a-commenter' as const) : ('commentee' as const),
        ...(mine ? { analystId: educator.userId, analystName: 'Banc' } : {}),
        commentCount: waiting ? 0 : 2,
        ...(waiting ? {} : { commentedAt: sentAt }),
        updatedAt: sentAt,
      };
    });
    await db().entities.video.put(items).go();
  }

  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const TableName = stack.tableName;
  const queueParams = db().entities.video.query.byQueue({ queue: 'a-commenter' }).params() as QueryCommandInput;
  /** The index's whole 'a-commenter' partition, page after page, as the route reads it. */
  const queryAll = async () => {
    let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
    do {
      const page = await raw.send(new QueryCommand({ ...queueParams, TableName, ExclusiveStartKey }));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  };
  const runs = {
    queueRoute: () => call('GET', '/staff/videos?queue=a-commenter', educator.token),
    queueRaw: queryAll,
  };
  const samples = await sampleInterleaved(SAMPLES, runs, 20);
  printTable(`Videos' queue, ${BACKLOG} waiting and ${COMMENTED} commented in the table — budget: the route's median ≤ 4× its raw DynamoDB Local Query`, [
    {
      call: `GET /staff/videos?queue=a-commenter (${BACKLOG}, with every queue’s count) vs Query gsi2 'a-commenter' (all pages)`,
      samples: samples.queueRoute.length,
      median: ms(median(samples.queueRoute)),
      p99: ms(percentile(samples.queueRoute, 99)),
      'raw median': ms(median(samples.queueRaw)),
      '× raw': (median(samples.queueRoute) / median(samples.queueRaw)).toFixed(2),
    },
  ]);
}
