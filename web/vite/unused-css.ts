/**
 * A prerendered page's CSS without what the page cannot use (issue 24). Its inlined stylesheets are written for every
 * page: Chakra's global block declares all the theme's tokens on `:root` (~800 custom properties, a fifth of them
 * read by any one page) and every keyframes of the theme, and each colorPalette use declares its 16
 * `--chakra-colors-color-palette-*`. A phone parses all of it, and every element inherits every custom property.
 *
 * What goes, only when nothing on the page can read it (the page is final: no React, and its islands only toggle
 * attributes and text, web/src/islands/): a custom property declaration whose name no `var()` reaches, from the page's
 * other declarations, its markup's `style` attributes or its templates, directly or through other custom properties;
 * a `@keyframes` whose name no remaining CSS mentions. Emotion writes every declaration as `name:value;`, a custom
 * property's value never holds `;`, `{` or `}`, so the page's own text is parsed here with no CSS library.
 */

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
/** `--name:value;` as a declaration (after `{` or `;`), with CSS escapes in the name (`--chakra-spacing-0\.5`). */
const CUSTOM_PROPERTY = /(?<=[{;]\s*)(--(?:[\w-]|\\.)+)\s*:([^;{}]*)(?:;|(?=\}))/g;
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;
const KEYFRAMES_START = /@keyframes\s+([\w-]+)\s*\{/g;

export function withoutUnusedCss(html: string): string {
  const styles = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[2]!);
  const withoutStyles = html.replace(STYLE_ELEMENT, '');

  // Custom properties: the ones reachable from a use that is not itself a custom property's declaration.
  const declared = new Map<string, string[]>();
  for (const css of styles) {
    for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY)) declared.set(name!, [...(declared.get(name!) ?? []), value!]);
  }
  const roots = [withoutStyles, ...styles.map((css) => css.replace(CUSTOM_PROPERTY, ''))].flatMap((text) => references(text));
  const used = new Set<string>();
  for (let pending = roots; pending.length > 0; ) {
    const next: string[] = [];
    for (const name of pending) {
      if (used.has(name)) continue;
      used.add(name);
      for (const value of declared.get(name) ?? []) next.push(...references(value));
    }
    pending = next;
  }
  let pruned = styles.map((css) => css.replace(CUSTOM_PROPERTY, (declaration, name: string) => (used.has(name) ? declaration : '')));

  // Keyframes: kept when their name is a word of the page's other CSS (an animation, a kept token's value).
  const rest = pruned.map((css) => removeKeyframes(css, () => true)).join('\n');
  pruned = pruned.map((css) => removeKeyframes(css, (name) => !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(rest)));

  let index = 0;
  return html.replace(STYLE_ELEMENT, (_, open: string, _css: string, close: string) => `${open}${pruned[index++]}${close}`);
}

function references(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
}

/** The CSS without the `@keyframes` blocks whose name `drop` accepts (their braces matched, nested ones included). */
function removeKeyframes(css: string, drop: (name: string) => boolean): string {
  let out = '';
  let from = 0;
  for (const match of css.matchAll(KEYFRAMES_START)) {
    if (match.index < from || !drop(match[1]!)) continue;
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
      end += 1;
    }
    out += css.slice(from, match.index);
    from = end;
  }
  return out + css.slice(from);
}
