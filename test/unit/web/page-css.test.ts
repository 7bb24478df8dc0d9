import { css as serialize } from '@emotion/react';
import { serverEmotionCache } from '../../../web/src/ssr/emotionCache';
import { withoutUnusedCss } from '../../../web/vite/unused-css';

/** Issue 24: a public page's CSS is what it uses, written once (no vendor prefix Safari 16.4+ does not need). */

describe('the Emotion cache of the pages and of the app', () => {
  const rules = (styles: Record<string, unknown>) => {
    const cache = serverEmotionCache();
    const serialized = serialize(styles as Parameters<typeof serialize>[0]);
    cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
    return String(cache.inserted[serialized.name]);
  };

  it('writes flex, transforms, transitions and keyframes once, with no -webkit-, -moz- or -ms- copy', () => {
    const css = rules({ display: 'flex', alignItems: 'center', transform: 'rotate(1deg)', transition: 'opacity 1s', '@keyframes spin': { to: { translate: '1px 0' } } });
    expect(css).toContain('display:flex;align-items:center;transform:rotate(1deg);transition:opacity 1s;');
    expect(css).toContain('@keyframes spin{to{translate:1px 0;}}');
    expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
  });

  it('keeps the -webkit- copy of what Safari still reads only prefixed', () => {
    const css = rules({ userSelect: 'none', backdropFilter: 'blur(4px)', backgroundClip: 'text' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-background-clip:text;background-clip:text;');
  });
});

describe('withoutUnusedCss (a prerendered page)', () => {
  const page = (css: string, body = '') => `<html><head><style data-global-styles>${css}</style></head><body>${body}</body></html>`;
  const cssOf = (html: string) => /<style data-global-styles>([\s\S]*)<\/style>/.exec(html)![1];

  it('keeps the custom properties a rule reaches, through other ones too, and drops the others', () => {
    const html = page(':root{--a:var(--b);--b:1px;--c:2px;--d:var(--c);}.x{margin:var(--a);}');
    expect(cssOf(withoutUnusedCss(html))).toBe(':root{--a:var(--b);--b:1px;}.x{margin:var(--a);}');
  });

  it('keeps what the markup reads (a style attribute, a template the islands clone)', () => {
    const html = page(':root{--a:1px;--b:2px;--e\\.5:3px;--z:0;}', '<p style="margin:var(--a)"></p><template><i style="padding:var(--e\\.5) var(--b)"></i></template>');
    expect(cssOf(withoutUnusedCss(html))).toBe(':root{--a:1px;--b:2px;--e\\.5:3px;}');
  });

  it('drops the keyframes no animation names, keeps the others', () => {
    const html = page('@layer base{@keyframes spin{0%{opacity:0;}100%{opacity:1;}}@keyframes ping{to{opacity:0;}}}:root{--spin:spin 1s;}.x{animation:var(--spin);}');
    expect(cssOf(withoutUnusedCss(html))).toBe('@layer base{@keyframes spin{0%{opacity:0;}100%{opacity:1;}}}:root{--spin:spin 1s;}.x{animation:var(--spin);}');
  });

  it('leaves the markup as it was', () => {
    const body = '<main><h1>La Meute</h1></main>';
    expect(withoutUnusedCss(page(':root{--a:1px;}', body))).toContain(`<body>${body}</body>`);
  });
});
