import type { SVGProps } from 'react';

/** Brand glyphs drawn for La Meute's footer (lucide has no brand logos). Decorative: the link carries the name. */
const base: SVGProps<SVGSVGElement> = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export function InstagramGlyph() {
  return (
    <svg {...base}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookGlyph() {
  return (
    <svg {...base}>
      <path d="M15.5 3.5h-2.2A3.8 3.8 0 0 0 9.5 7.3V10H7v3.4h2.5v7.1h3.4v-7.1h2.4l.6-3.4h-3V7.6c0-.6.5-1 1-1h1.6z" />
    </svg>
  );
}

export function DiscordGlyph() {
  return (
    <svg {...base}>
      <path d="M8.2 6.2A14 14 0 0 1 12 5.7c1.3 0 2.6.2 3.8.5M8.2 6.2 7.6 5 4.8 6.1C3.3 8.6 2.6 11.6 3 15.3a11 11 0 0 0 4.3 2.4l1.2-2M15.8 6.2l.6-1.2 2.8 1.1c1.5 2.5 2.2 5.5 1.8 9.2a11 11 0 0 1-4.3 2.4l-1.2-2M7.5 15c2.9 1.4 6.1 1.4 9 0" />
      <circle cx="9.3" cy="11.8" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="14.7" cy="11.8" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}
