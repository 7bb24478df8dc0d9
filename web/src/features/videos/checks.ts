import { declaredVideoRefusal, VIDEO_CONTENT_TYPES, VIDEO_REFUSAL_MESSAGES, type VideoContentType } from '../../../../shared/domain/videos';

/**
 * The checks the browser makes before a video is sent (issue 26), with the domain's rules and French reasons: the
 * server makes them again on the declaration and on the stored file, so these only spare the member a wasted upload.
 */

const EXTENSIONS: Readonly<Record<string, VideoContentType>> = {
  mp4: VIDEO_CONTENT_TYPES.mp4,
  m4v: VIDEO_CONTENT_TYPES.mp4,
  mov: VIDEO_CONTENT_TYPES.mov,
  qt: VIDEO_CONTENT_TYPES.mov,
  webm: VIDEO_CONTENT_TYPES.webm,
};

/**
 * The media type to declare for a file: its `File.type` without parameters (a recording is
 * 'video/webm;codecs=vp8,opus'), or, when the browser gave none (some give none for a .mov), the one of its extension.
 * An unknown type stays as it is: the check then says it is not a video.
 */
export function declaredContentType(file: { name?: string; type: string }): string {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type) return type;
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? '';
}

/** What the browser read of a file: its size, its type, its duration from a <video> element's metadata. */
export interface ReadVideo {
  sizeBytes: number;
  contentType: string;
  /** Null when the browser could not read it (not a video it can play, or no duration in its header). */
  durationSeconds: number | null;
}

/**
 * The reason a file cannot be sent, in the member's words, or null when it may be. The type and the size come first
 * (a 2 GB file or a PDF is refused before its duration matters); an unreadable duration says so.
 */
export function videoFileProblem(video: ReadVideo): string | null {
  const declared = { sizeBytes: video.sizeBytes, contentType: video.contentType, durationSeconds: video.durationSeconds ?? 0 };
  const refusal = declaredVideoRefusal(declared);
  if (refusal) return VIDEO_REFUSAL_MESSAGES[refusal];
  if (video.durationSeconds === null) return VIDEO_REFUSAL_MESSAGES.unreadableDuration;
  return null;
}

/**
 * The recording format to ask MediaRecorder for: MP4 where the browser records it (Safari), else WebM (Chrome,
 * Firefox), or null when it records none of the accepted ones (then recording is not offered).
 */
export const RECORDING_TYPES = ['video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'] as const;

export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** A recording's file name: 'video-2026-11-26.webm'. */
export function recordingFileName(contentType: string, at: Date): string {
  const extension = declaredContentType({ type: contentType }) === VIDEO_CONTENT_TYPES.mp4 ? 'mp4' : 'webm';
  return `video-${at.toISOString().slice(0, 10)}.${extension}`;
}
