import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import fraunces from '@capsizecss/metrics/fraunces';
import frauncesSemiBold from '@capsizecss/metrics/fraunces/600';
import inter from '@capsizecss/metrics/inter';
import interSemiBold from '@capsizecss/metrics/inter/600';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import type { Plugin } from 'vite';

type FontMetrics = Parameters<typeof createFontStack>[0][number];

/** The Liberation fonts are drawn to the metrics of Arial and Times New Roman: same advance widths, same heights. */
function liberation(family: 'Sans' | 'Serif', metrics: FontMetrics, bold = false): FontMetrics {
  const familyName = `Liberation ${family}`;
  return { ...metrics, familyName, fullName: bold ? `${familyName} Bold` : familyName, postscriptName: `Liberation${family}${bold ? '-Bold' : ''}` };
}

/** A web font's family and, at each weight the app uses, the local fonts standing in for it until it arrives. */
function fontStack(family: string, generic: string, weights: Array<{ weight: number; font: FontMetrics; fallbacks: FontMetrics[] }>) {
  const stacks = weights.map(({ weight, font, fallbacks }) =>
    createFontStack([{ ...font, familyName: family }, ...fallbacks], { fontFaceProperties: { fontWeight: String(weight) } }),
  );
  return { fontFamily: `${stacks[0]!.fontFamily}, ${generic}`, fontFaces: stacks.map((stack) => stack.fontFaces).join('') };
}

const body = fontStack('Inter Variable', 'sans-serif', [
  { weight: 400, font: inter, fallbacks: [arial, roboto, liberation('Sans', arial)] },
  { weight: 600, font: interSemiBold, fallbacks: [arialBold, robotoBold, liberation('Sans', arialBold, true)] },
]);
const heading = fontStack('Fraunces Variable', 'serif', [
  { weight: 400, font: fraunces, fallbacks: [timesNewRoman, notoSerif, liberation('Serif', timesNewRoman)] },
  { weight: 600, font: frauncesSemiBold, fallbacks: [timesNewRomanBold, notoSerifBold, liberation('Serif', timesNewRomanBold, true)] },
]);

const MODULE = 'virtual:font-fallbacks';
const STYLESHEET = 'virtual:font-fallbacks.css';

/**
 * Until a web font arrives (font-display: swap), text is drawn in a local font scaled to it: size-adjust and
 * ascent/descent/line-gap overrides computed by Capsize from each font's metrics, at the regular and semibold weights
 * the app uses, so the swap neither rewraps nor moves the page. Arial (Windows, macOS), Roboto (Android), Liberation
 * Sans (Linux) stand in for Inter; Times New Roman, Noto Serif, Liberation Serif for Fraunces.
 *
 * Computed at build time: `virtual:font-fallbacks` gives the theme its `fontFamilies` and brings the `@font-face`
 * rules into the app's stylesheet, beside the web fonts' own. Static CSS rather than a style the app writes at run
 * time: that one was moved while a prerendered page hydrated, which made the browser load the local fonts again and
 * lay the text out anew, a visible jump on a busy phone. Capsize stays out of the browser's bundle.
 */
export function fontFallbacks(): Plugin {
  return {
    name: 'lameute:font-fallbacks',
    resolveId: (id) => (id === MODULE || id === STYLESHEET ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${MODULE}`) {
        return `import '${STYLESHEET}';\nexport const fontFamilies = ${JSON.stringify({ body: body.fontFamily, heading: heading.fontFamily })};\n`;
      }
      if (id === `\0${STYLESHEET}`) return body.fontFaces + heading.fontFaces;
      return undefined;
    },
  };
}
