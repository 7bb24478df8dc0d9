import { readContainer } from '../../../functions/lib/videos/container';
import { isoVideo, webmVideo } from '../../integration/support/video-files';

/** What the upload check reads of a stored video (issue 26): its container from its magic bytes, its duration from its header. */
const facts = (bytes: Buffer) => readContainer(async (start, end) => bytes.subarray(start, end + 1), bytes.length);

it.each([
  ['an MP4 with moov first', isoVideo({ seconds: 42 }), { container: 'mp4', durationSeconds: 42 }],
  ['an MP4 with moov after mdat', isoVideo({ seconds: 7.5, moovLast: true, payloadBytes: 100_000 }), { container: 'mp4', durationSeconds: 7.5 }],
  ['a version-1 mvhd', isoVideo({ seconds: 119, version: 1 }), { container: 'mp4', durationSeconds: 119 }],
  ['a QuickTime MOV', isoVideo({ seconds: 180, brand: 'qt  ' }), { container: 'mov', durationSeconds: 180 }],
  ['an MP4 without mvhd', isoVideo({ seconds: null }), { container: 'mp4', durationSeconds: null }],
  ['a WebM with its Duration', webmVideo({ seconds: 61.5 }), { container: 'webm', durationSeconds: 61.5 }],
  ['a recorded WebM without Duration', webmVideo({ seconds: null }), { container: 'webm', durationSeconds: null }],
  ['a Matroska file that is not WebM', webmVideo({ seconds: 3, docType: 'matroska' }), { container: null, durationSeconds: null }],
  ['a PNG', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000)]), { container: null, durationSeconds: null }],
  ['text named .mp4', Buffer.from('ceci n’est pas une vidéo '.repeat(100)), { container: null, durationSeconds: null }],
  ['an empty file', Buffer.alloc(0), { container: null, durationSeconds: null }],
] as const)('%s', async (_label, bytes, expected) => {
  expect(await facts(bytes)).toEqual(expected);
});

it('reads a 150 Mo MP4 whose moov is last in a few small reads', async () => {
  const bytes = isoVideo({ seconds: 90, moovLast: true, payloadBytes: 150 * 1024 * 1024 - 500 });
  const reads: number[] = [];
  const result = await readContainer(async (start, end) => {
    reads.push(end - start + 1);
    return bytes.subarray(start, end + 1);
  }, bytes.length);
  expect(result).toEqual({ container: 'mp4', durationSeconds: 90 });
  expect(reads.reduce((sum, length) => sum + length, 0)).toBeLessThan(1024);
});
