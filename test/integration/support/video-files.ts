/**
 * Small video containers made byte by byte for the tests (issue 26): what the upload check reads of a real file, and
 * nothing else. An MP4/MOV is 'ftyp', then 'moov' with its 'mvhd' (the duration), before or after 'mdat' (filler);
 * a WebM is the EBML header (DocType 'webm') and a Segment with Info (TimecodeScale, Duration) and a Cluster.
 */
function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function mvhd(seconds: number, timescale = 1000, version: 0 | 1 = 0): Buffer {
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(Math.round(seconds * timescale), 16);
  }
  return box('mvhd', body);
}

export function isoVideo({ seconds, brand = 'isom', moovLast = false, payloadBytes = 4096, version = 0 }: { seconds: number | null; brand?: string; moovLast?: boolean; payloadBytes?: number; version?: 0 | 1 }): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand.padEnd(4), 'latin1'), Buffer.alloc(4), Buffer.from('isommp42', 'latin1')]));
  const moov = box('moov', seconds === null ? box('trak', Buffer.alloc(16)) : mvhd(seconds, 1000, version));
  const mdat = box('mdat', Buffer.alloc(payloadBytes, 0x42));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

function ebmlSize(length: number): Buffer {
  // 8-byte size: marker 0x01 then 7 bytes of value.
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(length, 2, 6);
  return size;
}

function element(id: number, body: Buffer): Buffer {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([idBytes, ebmlSize(body.length), body]);
}

export function webmVideo({ seconds, docType = 'webm', payloadBytes = 4096 }: { seconds: number | null; docType?: string; payloadBytes?: number }): Buffer {
  const header = element(0x1a45dfa3, element(0x4282, Buffer.from(docType, 'latin1')));
  const scale = Buffer.alloc(3);
  scale.writeUIntBE(1_000_000, 0, 3);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((seconds ?? 0) * 1000, 0);
  const info = element(0x1549a966, Buffer.concat([element(0x2ad7b1, scale), ...(seconds === null ? [] : [element(0x4489, duration)])]));
  const cluster = element(0x1f43b675, Buffer.alloc(payloadBytes, 0x42));
  return Buffer.concat([header, element(0x18538067, Buffer.concat([element(0x114d9b74, Buffer.alloc(12)), info, cluster]))]);
}
