/**
 * The video's timeline as the member and the educator read it (issue 26): timecodes, and where an educator's comment
 * sits on the bar under the player (a point for a moment, a bar for a range). Pure: the player draws what this says.
 */

/** A comment's place in the video: a moment (`untilSeconds` null) or a range. */
export interface TimedComment {
  atSeconds: number;
  untilSeconds?: number | null;
}

/** '0:01', '1:05', '12:00': minutes and seconds, rounded down to the second (a video lasts 2 minutes at most). */
export function formatTimecode(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '0:01' or '0:01 – 0:04': a comment's moment or range. */
export function formatCommentTime(comment: TimedComment): string {
  return comment.untilSeconds == null ? formatTimecode(comment.atSeconds) : `${formatTimecode(comment.atSeconds)} – ${formatTimecode(comment.untilSeconds)}`;
}

/** The words a screen reader says for it: 'à 0:01' or 'de 0:01 à 0:04'. */
export function spokenCommentTime(comment: TimedComment): string {
  return comment.untilSeconds == null ? `à ${formatTimecode(comment.atSeconds)}` : `de ${formatTimecode(comment.atSeconds)} à ${formatTimecode(comment.untilSeconds)}`;
}

export interface MarkPosition {
  /** From the bar's left edge, in percent of the video's duration (0 to 100). */
  leftPercent: number;
  /** A range's length in percent (at least a visible sliver); null for a moment. */
  widthPercent: number | null;
}

/** A range shorter than this share of the bar is still drawn this wide, so that it can be seen and clicked. */
export const MIN_RANGE_PERCENT = 1;

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Where a comment sits on a bar spanning the whole video. Unknown duration (metadata not read yet, a stream without
 * one): no mark (null). Times past the end are pinned to it (a comment made on a longer reading of the file).
 */
export function markPosition(comment: TimedComment, durationSeconds: number): MarkPosition | null {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  const left = clampPercent((comment.atSeconds / durationSeconds) * 100);
  if (comment.untilSeconds == null) return { leftPercent: left, widthPercent: null };
  const right = clampPercent((Math.max(comment.untilSeconds, comment.atSeconds) / durationSeconds) * 100);
  const width = Math.max(right - left, MIN_RANGE_PERCENT);
  return { leftPercent: Math.min(left, 100 - width), widthPercent: width };
}

/** Whether the playhead is within a comment: on its range, or within a second after its moment. */
export function isCommentActive(comment: TimedComment, currentSeconds: number): boolean {
  const end = comment.untilSeconds ?? comment.atSeconds + 1;
  return currentSeconds >= comment.atSeconds && currentSeconds < Math.max(end, comment.atSeconds + 0.25);
}

/** Comments in the video's order (by start, then the shorter first), for the list and the marks alike. */
export function sortByTime<T extends TimedComment>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => a.atSeconds - b.atSeconds || (a.untilSeconds ?? a.atSeconds) - (b.untilSeconds ?? b.atSeconds));
}

/** A seek from `current` by `delta` seconds, kept inside the video. */
export function seekTarget(current: number, delta: number, durationSeconds: number): number {
  const end = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + delta));
}

/**
 * A moment the educator typed: '1:05', '65', '0:01,5' (a French decimal comma) or '0:01.5'. Null when it is not one
 * (the form then says how to write it).
 */
export function parseTimecode(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,4})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds = '0', fraction] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return null;
  return Number(minutes ?? 0) * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
}

/**
 * Whether a signed playback URL has expired (or is about to): only then does a failed <video> read the video again for
 * a new one. A file the browser cannot play fails with a fresh URL too, and must not be fetched again and again.
 */
export function playbackExpired(expiresAt: string, now: number, marginSeconds = 30): boolean {
  return Date.parse(expiresAt) - marginSeconds * 1000 <= now;
}
