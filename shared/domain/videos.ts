import type { Cents } from './money';
import type { PlanId } from './plans';
import { workingDaysAfter } from './working-days';

/**
 * Video feedback (issue 26): a member sends a short video of their dog doing an exercise, an educator answers with
 * comments pinned to moments of it. The rules and numbers of it: what a file may be, how many a plan sends each
 * month, the extra video bought in the shop or with points, the statuses and when the team must have answered.
 */

/** What a video may be: ≤ 2 minutes, ≤ 150 Mo, an MP4, MOV or WebM file. */
export const VIDEO_MAX_SECONDS = 120;
/** 150 Mo as the member's file browser counts them (1 Mo = 1024 × 1024 octets). */
export const VIDEO_MAX_BYTES = 150 * 1024 * 1024;
/** A file this small holds no video worth watching (a few frames at most): refused before anything is reserved. */
export const VIDEO_MIN_BYTES = 1024;

/** The containers accepted and the media types a browser gives their files (`File.type`). */
export const VIDEO_CONTAINERS = ['mp4', 'mov', 'webm'] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];
export const VIDEO_CONTENT_TYPES = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' } as const satisfies Record<VideoContainer, string>;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[VideoContainer];
export const VIDEO_CONTENT_TYPE_LIST = Object.values(VIDEO_CONTENT_TYPES) as [VideoContentType, ...VideoContentType[]];

export function containerOfContentType(contentType: string): VideoContainer | null {
  const found = VIDEO_CONTAINERS.find((container) => VIDEO_CONTENT_TYPES[container] === contentType);
  return found ?? null;
}

/**
 * MP4 and MOV are the same ISO base media file format ('ftyp' box): a MOV renamed .mp4 plays, and so the check after
 * upload accepts either for either declared type. WebM is Matroska (EBML) and must be declared as such.
 */
export function sameFamily(declared: VideoContainer, found: VideoContainer): boolean {
  if (declared === 'webm' || found === 'webm') return declared === found;
  return true;
}

/** Videos included each month by plan (Gratuit none: an upgrade prompt; an extra video is bought or exchanged). */
export const VIDEOS_PER_MONTH: Readonly<Record<PlanId, number>> = { gratuit: 0, premium: 2, expert: 6 };

/**
 * One more video, beyond the month's: bought in the shop or exchanged for points, like a ticket, and kept as a credit
 * (a reward of type `video_retour`) that never expires. Priced between the standard ticket (9,90 € / 20 points) and
 * the urgent one (19,90 € / 50 points): an educator watches the video and answers within one working day. Its points
 * cost keeps the ladder's ratio of about 2,3 points per euro.
 */
export const VIDEO_EXTRA = {
  rewardType: 'video_retour',
  name: 'Retour vidéo',
  description: 'Une vidéo de ton chien commentée par un éducateur, sous un jour ouvré',
  pointsCost: 35,
  price: 1490 satisfies Cents,
  bonusPoints: 3,
} as const;

/**
 * A video's life: its file awaited (the quota unit reserved, the upload under way), then sent (the file checked),
 * taken up by an educator, commented. A file that fails the check is refused (deleted, the unit given back); an
 * upload never finished is abandoned after a day (`abandonnee`, by the video-uploads job: the unit given back too).
 */
export const VIDEO_STATUSES = ['attente_fichier', 'envoyee', 'en_analyse', 'commentee', 'refusee', 'abandonnee'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const VIDEO_STATUS_LABELS: Readonly<Record<VideoStatus, string>> = {
  attente_fichier: 'Envoi en cours',
  envoyee: 'Envoyée',
  en_analyse: 'En cours d’analyse',
  commentee: 'Commentée',
  refusee: 'Refusée',
  abandonnee: 'Envoi abandonné',
};

/** The statuses the member's list shows (the others are a moment of the upload or a refused file, told apart). */
export const MEMBER_VIDEO_STATUSES = ['envoyee', 'en_analyse', 'commentee'] as const satisfies readonly VideoStatus[];

/** The longest comment of an educator on a moment of a video. */
export const VIDEO_COMMENT_MAX = 2000;

/**
 * The staff's video queues: 'a-commenter' every sent video not commented yet (late first, then by due-by),
 * 'mes-analyses' those the caller opened, 'en-retard' those past their due-by, 'commentees' the last commented ones.
 */
export const STAFF_VIDEO_QUEUES = ['a-commenter', 'mes-analyses', 'en-retard', 'commentees'] as const;
export type StaffVideoQueue = (typeof STAFF_VIDEO_QUEUES)[number];
export const STAFF_VIDEO_QUEUE_LABELS: Readonly<Record<StaffVideoQueue, string>> = {
  'a-commenter': 'À commenter',
  'mes-analyses': 'Mes analyses',
  'en-retard': 'En retard',
  commentees: 'Commentées',
};

/** How long a presigned POST stays valid: the time to start the upload (S3 checks the policy's expiration at its start). */
export const VIDEO_UPLOAD_WINDOW_SECONDS = 30 * 60;
/** An upload not confirmed this long after its reservation is abandoned: its unit comes back. */
export const VIDEO_UPLOAD_ABANDON_HOURS = 24;

/** The reservations made before this instant and still awaiting their file are abandoned at `now` (the video-uploads job). */
export function abandonedUploadsBefore(now: string): string {
  return new Date(Date.parse(now) - VIDEO_UPLOAD_ABANDON_HOURS * 3_600_000).toISOString();
}

/**
 * What the member reads of an abandoned upload (their list and the video's page): no file ever came, so it cost them
 * nothing — its unit of the month or its credit came back.
 */
export const VIDEO_ABANDONED_MESSAGE = 'Nous n’avons jamais reçu cette vidéo : l’envoi a été abandonné et ne t’a rien coûté. Tu peux l’envoyer de nouveau.';
/** How long a signed playback URL lives (CloudFront). */
export const VIDEO_PLAYBACK_SECONDS = 10 * 60;
/** A commented video is kept this long after its feedback, then deleted (the bucket's lifecycle rule). */
export const VIDEO_RETENTION_DAYS = 180;

const DAY_MS = 86_400_000;

/**
 * The last day (YYYY-MM-DD, UTC) a commented video's file is kept, from its feedback's instant ('Terminer'). The
 * bucket's lifecycle rule (infra/constructs/media.ts) expires the object VIDEO_RETENTION_DAYS after its creation,
 * rounded up to the next midnight UTC, as S3 counts; the object is the copy the video-storage consumer makes just
 * after the feedback's commit, so counting from the commit never names a day after the real one: a file already gone
 * is never offered.
 */
export function videoFileKeptUntil(commentedAt: string): string {
  const expiry = Math.ceil((Date.parse(commentedAt) + VIDEO_RETENTION_DAYS * DAY_MS) / DAY_MS) * DAY_MS;
  return new Date(expiry - DAY_MS).toISOString().slice(0, 10);
}

/** Whether the file kept until that day (`videoFileKeptUntil`) is gone at `at`: from the next day, UTC. */
export function videoFileDeleted(keptUntil: string | undefined, at: string): boolean {
  return keptUntil !== undefined && new Date(at).toISOString().slice(0, 10) > keptUntil;
}

/** What the member and the team read where the player was, once the file is gone (the comments and the thread stay). */
export const VIDEO_FILE_DELETED_MESSAGE = `La vidéo a été supprimée ${VIDEO_RETENTION_DAYS} jours après son analyse, comme annoncé : les commentaires et les échanges restent.`;
/** The tag a commented video's object gets (the video-storage consumer), which the bucket's lifecycle rule expires by (infra/constructs/media.ts). */
export const VIDEO_COMMENTED_TAG = { Key: 'status', Value: 'commentee' } as const;

/** When the team must have commented a video: one working day after it was sent (shared/domain/working-days.ts). */
export function videoDueBy(sentAt: string): string {
  return workingDaysAfter(sentAt, 1);
}

/** How a video is paid for: a unit of the month's quota or a credit (a shop purchase or a points exchange). */
export type VideoPayment = { kind: 'quota'; limit: number } | { kind: 'credit' };
export type VideoDenial = 'planRequired' | 'quotaExhausted';

export interface VideoRightsInput {
  plan: PlanId;
  /** Videos the month's quota already paid for (reserved or sent; given back units not counted). */
  usedThisMonth: number;
  /** Unused `video_retour` credits. */
  credits: number;
}

/**
 * Who may send a video: the plan's monthly quota first, then a credit (on any plan, the free one included: a member
 * who paid for a video can always use it). Gratuit without a credit is asked to upgrade; a paid plan past its quota is
 * offered the extra video. The quota's own condition in the write decides under concurrency; this only chooses.
 */
export function videoPayment(rights: VideoRightsInput): VideoPayment | { denial: VideoDenial } {
  const limit = VIDEOS_PER_MONTH[rights.plan];
  if (rights.usedThisMonth < limit) return { kind: 'quota', limit };
  if (rights.credits > 0) return { kind: 'credit' };
  return { denial: limit === 0 ? 'planRequired' : 'quotaExhausted' };
}

/**
 * What paid for a video, as its reservation records it (`paidWith`): the unit of the Paris month it took, or the
 * `video_retour` credit it used. A refused or abandoned upload gives back exactly that.
 */
export type VideoPaidWith = { kind: 'quota'; month: string } | { kind: 'credit'; rewardId: string };

export function formatVideoPaidWith(paid: VideoPaidWith): string {
  return paid.kind === 'quota' ? `quota:${paid.month}` : `reward:${paid.rewardId}`;
}

export function parseVideoPaidWith(paidWith: string): VideoPaidWith {
  const [kind, reference] = paidWith.split(/:(.*)/s);
  if (kind === 'quota' && reference) return { kind: 'quota', month: reference };
  if (kind === 'reward' && reference) return { kind: 'credit', rewardId: reference };
  throw new Error(`Paiement de vidéo illisible : ${paidWith}`);
}

/** The videos the month's quota still allows. */
export function videosRemaining(plan: PlanId, usedThisMonth: number): number {
  return Math.max(0, VIDEOS_PER_MONTH[plan] - usedThisMonth);
}

/** What the member declares of their file before the upload (the browser's File: size, type; the duration it read). */
export interface DeclaredVideo {
  sizeBytes: number;
  contentType: string;
  durationSeconds: number;
}

/** Why a file is refused, before the upload (declared) or after it (what the stored file really is). */
export const VIDEO_REFUSALS = ['tooLarge', 'tooSmall', 'tooLong', 'notAVideo', 'typeMismatch', 'unreadableDuration', 'sizeMismatch', 'missing'] as const;
export type VideoRefusal = (typeof VIDEO_REFUSALS)[number];

/** The member's words for each refusal (the e-mail and the live message of a refused file, the list's reason). */
export const VIDEO_REFUSAL_MESSAGES: Readonly<Record<VideoRefusal, string>> = {
  tooLarge: 'Ta vidéo dépasse 150 Mo : raccourcis-la ou filme en qualité standard, puis envoie-la de nouveau.',
  tooSmall: 'Ce fichier est trop petit pour contenir une vidéo : vérifie que tu as choisi la bonne vidéo.',
  tooLong: 'Ta vidéo dure plus de 2 minutes : garde le passage qui montre l’exercice, puis envoie-la de nouveau.',
  notAVideo: 'Ce fichier n’est pas une vidéo MP4, MOV ou WebM : choisis une vidéo filmée avec ton téléphone ou ta caméra.',
  typeMismatch: 'Le format de ce fichier ne correspond pas à son type : enregistre ta vidéo en MP4, MOV ou WebM, puis envoie-la de nouveau.',
  unreadableDuration: 'Nous n’avons pas pu lire la durée de ta vidéo : enregistre-la de nouveau en MP4, MOV ou WebM, puis envoie-la.',
  sizeMismatch: 'Le fichier reçu ne correspond pas à celui annoncé : envoie ta vidéo de nouveau.',
  missing: 'Nous n’avons pas reçu ta vidéo : envoie-la de nouveau.',
};

/** The first refusal of a declared file, or null when it may be uploaded. */
export function declaredVideoRefusal(file: DeclaredVideo): VideoRefusal | null {
  if (!containerOfContentType(file.contentType)) return 'notAVideo';
  if (file.sizeBytes > VIDEO_MAX_BYTES) return 'tooLarge';
  if (file.sizeBytes < VIDEO_MIN_BYTES) return 'tooSmall';
  if (file.durationSeconds > VIDEO_MAX_SECONDS) return 'tooLong';
  return null;
}

/** What the check after upload found in the stored object (functions/lib/videos/container.ts reads it). */
export interface StoredVideo {
  sizeBytes: number;
  container: VideoContainer | null;
  /** Read from the container's header (mp4 'mvhd', WebM Segment Info Duration); null when absent or unreadable. */
  durationSeconds: number | null;
}

/**
 * The verdict on the stored file, against the limits and what was declared: its real size, its container (magic
 * bytes, not its name or its type), its duration read from the container. A WebM recorded by a browser's
 * MediaRecorder often carries no duration: then the declared one stands, within the limit, since the size cap
 * already bounds what an educator could be sent.
 */
export function storedVideoRefusal(stored: StoredVideo, declared: DeclaredVideo): VideoRefusal | null {
  if (stored.sizeBytes > VIDEO_MAX_BYTES) return 'tooLarge';
  if (stored.sizeBytes < VIDEO_MIN_BYTES) return 'tooSmall';
  if (!stored.container) return 'notAVideo';
  const declaredContainer = containerOfContentType(declared.contentType);
  if (!declaredContainer || !sameFamily(declaredContainer, stored.container)) return 'typeMismatch';
  if (stored.durationSeconds === null) return stored.container === 'webm' && declared.durationSeconds <= VIDEO_MAX_SECONDS ? null : 'unreadableDuration';
  // A second of slack: containers round differently from the browser's reading.
  if (stored.durationSeconds > VIDEO_MAX_SECONDS + 1) return 'tooLong';
  return null;
}

/** The object key of a video: under its member's id, a server-made uuid (never the member's file name). */
export function videoObjectKey(userId: string, videoId: string): string {
  return `videos/${userId}/${videoId}`;
}
