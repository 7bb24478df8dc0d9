import { UPLOAD_ATTEMPTS, UPLOAD_MESSAGES, uploadForm, uploadVideoFile, type SendForm } from '../../../web/src/features/videos/upload';

const post = { url: 'https://videos.example/bucket', fields: { key: 'videos/u/v', 'Content-Type': 'video/webm', Policy: 'p', 'X-Amz-Signature': 's' } };
const file = new Blob([new Uint8Array(2048)], { type: 'video/webm' });
const noWait = () => Promise.resolve();

/** A storage answering each attempt with the next status, reporting half then all of the bytes. */
function storage(statuses: number[]) {
  const forms: FormData[] = [];
  const send: SendForm = (_post, form, onProgress) => {
    forms.push(form);
    onProgress(1024, 2048);
    const status = statuses.shift() ?? 204;
    if (status >= 200 && status < 300) onProgress(2048, 2048);
    return Promise.resolve({ status });
  };
  return { send, forms };
}

describe('the upload straight to storage (issue 26)', () => {
  it('sends the presigned fields in order, then the file last', () => {
    const form = uploadForm(post, file, 'video-2026-11-26.webm');
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect((form.get('file') as File).name).toBe('video-2026-11-26.webm');
  });

  it('reports the progress and resolves once storage stored the file', async () => {
    const { send, forms } = storage([204]);
    const progress: number[] = [];
    await uploadVideoFile(post, file, 'v.webm', { send, wait: noWait, onProgress: (fraction) => progress.push(fraction) });
    expect(forms).toHaveLength(1);
    expect(progress).toEqual([0, 0.5, 1, 1]);
  });

  it('retries after a network failure or a 5xx, and succeeds', async () => {
    const { send, forms } = storage([0, 503, 201]);
    const retries: number[] = [];
    await uploadVideoFile(post, file, 'v.webm', { send, wait: noWait, onRetry: (retry) => retries.push(retry) });
    expect(forms).toHaveLength(3);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after its attempts with the member’s words', async () => {
    const { send, forms } = storage([0, 0, 0, 0]);
    await expect(uploadVideoFile(post, file, 'v.webm', { send, wait: noWait })).rejects.toMatchObject({ failure: 'network', message: UPLOAD_MESSAGES.network });
    expect(forms).toHaveLength(UPLOAD_ATTEMPTS);
  });

  it('does not retry a refusal by storage (the same form would be refused again)', async () => {
    const { send, forms } = storage([403]);
    await expect(uploadVideoFile(post, file, 'v.webm', { send, wait: noWait })).rejects.toMatchObject({ failure: 'refused', message: UPLOAD_MESSAGES.refused });
    expect(forms).toHaveLength(1);
  });

  it('stops when the member cancels', async () => {
    const controller = new AbortController();
    controller.abort();
    const { send, forms } = storage([204]);
    await expect(uploadVideoFile(post, file, 'v.webm', { send, wait: noWait, signal: controller.signal })).rejects.toMatchObject({ failure: 'aborted' });
    expect(forms).toHaveLength(0);
  });
});
