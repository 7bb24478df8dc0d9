import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { kb, printTable } from './stats';
import { buildBenchSite } from './web-weight';

/** Issue 27's budget: what the service worker downloads at install, ≤ 2 MB. */
const BUDGET_BYTES = 2 * 1024 * 1024;

/**
 * The service worker's precache (issue 27): the files the built /sw.js lists (the manifest workbox-build injected
 * into web/src/sw/sw.ts), read from the site as deployed (the web-weight bench's build, made once per run), their
 * count and size on disk against the budget, by kind, and what the install downloads brotli-compressed as CloudFront
 * serves them.
 */
export async function benchPwa(root: string): Promise<void> {
  const dir = await buildBenchSite(root);
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  const urls = [...new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!))];
  if (urls.length === 0) throw new Error(`${join(dir, 'sw.js')} lists no file to precache`);
  const byKind = new Map<string, { files: number; bytes: number; brotli: number }>();
  for (const url of urls) {
    const body = readFileSync(join(dir, url));
    const kind = extname(url).slice(1);
    const row = byKind.get(kind) ?? { files: 0, bytes: 0, brotli: 0 };
    row.files += 1;
    row.bytes += body.byteLength;
    row.brotli += ['js', 'css', 'html', 'svg', 'webmanifest'].includes(kind) ? brotliCompressSync(body).byteLength : body.byteLength;
    byKind.set(kind, row);
  }
  const total = [...byKind.values()].reduce((sum, row) => ({ files: sum.files + row.files, bytes: sum.bytes + row.bytes, brotli: sum.brotli + row.brotli }), { files: 0, bytes: 0, brotli: 0 });
  const line = (kind: string, { files, bytes, brotli }: { files: number; bytes: number; brotli: number }) => ({ kind, files, bytes, size: kb(bytes), 'downloaded (brotli)': kb(brotli) });
  printTable(`Service worker precache (/sw.js, ${kb(statSync(join(dir, 'sw.js')).size)}) — budget ≤ ${kb(BUDGET_BYTES)}`, [
    ...[...byKind.entries()].sort(([, a], [, b]) => b.bytes - a.bytes).map(([kind, row]) => line(kind, row)),
    { ...line('total', total), 'within 2 MB': total.bytes <= BUDGET_BYTES ? 'oui' : 'NON' },
  ]);
}
