/**
 * Self-hosted variable fonts (no third-party font CDN): Inter for text, Fraunces for headings. Until a web font
 * arrives (font-display: swap), text is drawn in a local font scaled to it (size-adjust and ascent/descent/line-gap
 * overrides computed by Capsize from each font's metrics, at the regular and semibold weights the app uses), so the
 * swap neither rewraps nor moves the page: Arial (Windows, macOS), Roboto (Android), Liberation Sans (Linux) for
 * Inter; Times New Roman, Noto Serif, Liberation Serif for Fraunces.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
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

/** The `font-family` of text and of headings. */
export const fontFamilies = { body: body.fontFamily, heading: heading.fontFamily };

/** The `@font-face` rules of the scaled fallback fonts. */
export const fallbackFontFaces = body.fontFaces + heading.fontFaces;
