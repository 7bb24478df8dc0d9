import type { VideoContainer } from '../../../shared/domain/videos';

/**
 * What a stored video really is (issue 26), read from its own bytes, never from its name or declared type:
 * - MP4 and MOV (ISO base media format): the first box is 'ftyp' (brand 'qt  ' for QuickTime); the duration is the
 *   movie header's ('moov' → 'mvhd': duration ÷ timescale), wherever 'moov' sits (before 'mdat' or after it);
 * - WebM (Matroska): the EBML magic 0x1A45DFA3 and DocType 'webm'; the duration is Segment → Info → Duration
 *   (a float, in TimecodeScale units of nanoseconds, 1 ms by default). A MediaRecorder file often has none (null).
 * The bytes come through `read(start, end)` (ranged GETs on S3), so a 150 Mo file costs a few small reads.
 */
export type ByteReader = (start: number, end: number) => Promise<Buffer>;

export interface ContainerFacts {
  container: VideoContainer | null;
  durationSeconds: number | null;
}

const NONE: ContainerFacts = { container: null, durationSeconds: null };
/** A 'moov' box larger than this is not read (a 2-minute video's is a few hundred Ko at most). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
/** WebM's Info comes within the first few Ko; this much is read. */
const WEBM_HEAD_BYTES = 256 * 1024;
const MAX_TOP_LEVEL_BOXES = 64;

export async function readContainer(read: ByteReader, sizeBytes: number): Promise<ContainerFacts> {
  if (sizeBytes < 12) return NONE;
  const head = await read(0, Math.min(sizeBytes, 32) - 1);
  if (head.readUInt32BE(0) === 0x1a45dfa3) return readWebm(await read(0, Math.min(sizeBytes, WEBM_HEAD_BYTES) - 1));
  if (head.toString('latin1', 4, 8) === 'ftyp') return readIsoMedia(read, sizeBytes, head);
  return NONE;
}

async function readIsoMedia(read: ByteReader, sizeBytes: number, head: Buffer): Promise<ContainerFacts> {
  const container: VideoContainer = head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  let offset = 0;
  for (let count = 0; count < MAX_TOP_LEVEL_BOXES && offset + 8 <= sizeBytes; count += 1) {
    const header = await read(offset, Math.min(offset + 16, sizeBytes) - 1);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = sizeBytes - offset;
    }
    if (size < headerSize) break;
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) return { container, durationSeconds: null };
      const moov = await read(offset + headerSize, Math.min(offset + size, sizeBytes) - 1);
      return { container, durationSeconds: movieDuration(moov) };
    }
    offset += size;
  }
  return { container, durationSeconds: null };
}

/** The 'mvhd' box among a 'moov' box's children: duration ÷ timescale, in seconds. */
function movieDuration(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (size < 8) return null;
    if (type === 'mvhd') {
      const body = offset + 8;
      const version = moov.readUInt8(body);
      const [timescale, duration] =
        version === 1
          ? [moov.readUInt32BE(body + 20), Number(moov.readBigUInt64BE(body + 24))]
          : [moov.readUInt32BE(body + 12), moov.readUInt32BE(body + 16)];
      return timescale > 0 ? duration / timescale : null;
    }
    offset += size;
  }
  return null;
}

/** An EBML variable-length integer at `offset`: its value (marker removed, or kept for an element id) and length. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;

/** The children of an element's body [start, end): id, body offset and size. */
function* children(bytes: Buffer, start: number, end: number) {
  let offset = start;
  while (offset < end) {
    const id = vint(bytes, offset, true);
    if (!id) return;
    const size = vint(bytes, offset + id.length, false);
    if (!size) return;
    const body = offset + id.length + size.length;
    const bodyEnd = size.unknown ? end : body + size.value;
    yield { id: id.value, body, end: Math.min(bodyEnd, end), unknown: size.unknown };
    if (size.unknown) return;
    offset = bodyEnd;
  }
}

function readWebm(bytes: Buffer): ContainerFacts {
  const top = [...children(bytes, 0, bytes.length)];
  const header = top.find((element) => element.id === EBML);
  if (!header) return NONE;
  const docType = [...children(bytes, header.body, header.end)].find((element) => element.id === DOC_TYPE);
  if (!docType || bytes.toString('latin1', docType.body, docType.end).replace(/\0+$/, '') !== 'webm') return NONE;
  const segment = top.find((element) => element.id === SEGMENT);
  if (!segment) return { container: 'webm', durationSeconds: null };
  for (const element of children(bytes, segment.body, segment.end)) {
    if (element.id === CLUSTER) break;
    if (element.id !== INFO) continue;
    let scale = 1_000_000;
    let duration: number | null = null;
    for (const field of children(bytes, element.body, element.end)) {
      const length = field.end - field.body;
      if (field.id === TIMECODE_SCALE && length > 0 && length <= 6) scale = bytes.readUIntBE(field.body, length);
      if (field.id === DURATION) duration = length === 4 ? bytes.readFloatBE(field.body) : length === 8 ? bytes.readDoubleBE(field.body) : null;
    }
    return { container: 'webm', durationSeconds: duration === null ? null : (duration * scale) / 1e9 };
  }
  return { container: 'webm', durationSeconds: null };
}
