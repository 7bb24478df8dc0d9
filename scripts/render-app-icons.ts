import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './bench/chromium';

/**
 * The installed app's icons (issue 27), drawn from the site's icon web/public/favicon.svg and committed as source
 * assets under web/public/icons/. Regenerate after a change of the favicon with:
 *
 *   npx tsx scripts/render-app-icons.ts
 *
 * - icon-192.png, icon-512.png (purpose `any`): the favicon as it is, rounded corners on transparency;
 * - icon-maskable-512.png (purpose `maskable`): the favicon's green to the edges and its paw inside the safe zone (the
 *   centred circle of 40 % of the width that every launcher's mask keeps), Android crops it to its own shape;
 * - apple-touch-icon-180.png: square and opaque (iOS rounds the corners itself and turns transparency black).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'web/public/icons');

/** The favicon's background square and its paw, from the SVG itself so the icons follow it. */
async function favicon(): Promise<{ background: string; paw: string }> {
  const svg = await readFile(join(root, 'web/public/favicon.svg'), 'utf8');
  const background = /<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1];
  const paw = /<g[\s\S]*<\/g>/.exec(svg)?.[0];
  if (!background || !paw) throw new Error('web/public/favicon.svg: expected a <rect fill="#…"> and a <g> paw');
  return { background, paw };
}

/**
 * A full-bleed square of the background with the paw scaled by `scale` around the centre (the favicon's 64-unit box):
 * the paw spans 38 × 38 units around (32, 31), so at 0.8 its corners stay within the maskable safe zone's circle.
 */
const fullBleed = ({ background, paw }: { background: string; paw: string }, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${paw}</g></svg>`;

const icon = await favicon();
const original = await readFile(join(root, 'web/public/favicon.svg'), 'utf8');
const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: original },
  { file: 'icon-512.png', size: 512, svg: original },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(icon, 0.8) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(icon, 0.9) },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: join(outDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`web/public/icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
