/**
 * The file's trip to storage (issue 26): a presigned POST straight to S3, never through the API. XMLHttpRequest, not
 * fetch, for the upload's progress; a network failure (a phone changing network, a tunnel) is retried a few times
 * with the same form, within the POST's validity (and storage's 5xx); a refusal by storage is not (the same form would be refused again).
 */

/** The presigned POST of `POST /videos/upload`: the form's fields go first, the file last (S3 ignores what follows it). */
export interface PresignedPost {
  url: string;
  fields: Readonly<Record<string, string>>;
}

/** What one attempt came to: storage's HTTP status, or 0 when the network failed. */
export interface SendResult {
  status: number;
}

/** Sends one attempt, reporting the bytes sent. */
export type SendForm = (post: PresignedPost, form: FormData, onProgress: (sent: number, total: number) => void, signal?: AbortSignal) => Promise<SendResult>;

export type UploadFailure = 'network' | 'refused' | 'aborted';

export class UploadError extends Error {
  constructor(
    readonly failure: UploadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const UPLOAD_MESSAGES: Readonly<Record<UploadFailure, string>> = {
  network: 'L’envoi de ta vidéo a été interrompu : vérifie ta connexion, puis réessaie.',
  refused: 'Le stockage a refusé ta vidéo (le délai d’envoi est peut-être passé) : réessaie l’envoi.',
  aborted: 'Envoi annulé.',
};

/** Attempts in all for one upload: the first and two retries. */
export const UPLOAD_ATTEMPTS = 3;

/** The wait before retry number `retry` (1, 2…): 1 s, then 3 s. */
export function retryDelayMs(retry: number): number {
  return retry <= 1 ? 1000 : 3000;
}

/** The form of a presigned POST: its fields in order, then the file under `file`. */
export function uploadForm(post: PresignedPost, file: Blob, fileName = 'video'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

/** One attempt through XMLHttpRequest (its upload progress events are what fetch lacks). */
export const sendWithXhr: SendForm = (post, form, onProgress, signal) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status });
    xhr.onerror = () => resolve({ status: 0 });
    xhr.ontimeout = () => resolve({ status: 0 });
    xhr.onabort = () => resolve({ status: -1 });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export interface UploadOptions {
  /** The share sent, 0 to 1 (back to 0 when an attempt starts again). */
  onProgress?: (fraction: number) => void;
  /** Told before each retry, with its number (1, 2…). */
  onRetry?: (retry: number) => void;
  signal?: AbortSignal;
  send?: SendForm;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Uploads the file with the presigned POST: resolves once storage stored it (2xx), throws an `UploadError` with the
 * member's words otherwise. Retries after a network failure or a 5xx only, up to UPLOAD_ATTEMPTS attempts in all.
 */
export async function uploadVideoFile(post: PresignedPost, file: Blob, fileName: string, options: UploadOptions = {}): Promise<void> {
  const { onProgress, onRetry, signal, send = sendWithXhr, wait = sleep } = options;
  for (let attempt = 1; ; attempt += 1) {
    if (signal?.aborted) throw new UploadError('aborted', UPLOAD_MESSAGES.aborted);
    onProgress?.(0);
    const { status } = await send(post, uploadForm(post, file, fileName), (sent, total) => onProgress?.(total > 0 ? Math.min(1, sent / total) : 0), signal);
    if (status >= 200 && status < 300) {
      onProgress?.(1);
      return;
    }
    if (status === -1 || signal?.aborted) throw new UploadError('aborted', UPLOAD_MESSAGES.aborted);
    // A refusal (the policy's size, type or expiry) would be refused again; a network failure or storage's 5xx may pass.
    if (status !== 0 && status < 500) throw new UploadError('refused', UPLOAD_MESSAGES.refused);
    if (attempt >= UPLOAD_ATTEMPTS) throw new UploadError('network', UPLOAD_MESSAGES.network);
    onRetry?.(attempt);
    await wait(retryDelayMs(attempt), signal);
  }
}
