import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * One typography (issue 23): the French a person reads is written with the typographic apostrophe, ’ (l’eau,
 * aujourd’hui), never the keyboard's '. This reads, with the TypeScript parser, the text of every string literal,
 * template, JSX text and JSX attribute of the product, its scripts and its tests (tests match the product's text, and
 * their regular expressions count too), and names each straight apostrophe of a French elision as file:line. Code
 * is not text: imports, property keys and literal types are left out, and so are comments and English ('member's').
 */
const ROOT = path.resolve(__dirname, '../..');
const SWEPT = ['web/src', 'shared', 'functions', 'scripts', 'test'];
const STRAIGHT = "'";

/** A French elision (l', d', qu', jusqu', aujourd'hui…) followed by its word; English possessives do not match. */
const ELIDED = '(?<!\\p{L})(?:[ldjmnstcç]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|quelqu|aujourd|entr|prud)';
const STRAIGHT_ELISION = new RegExp(`(?<=${ELIDED})${STRAIGHT}(?=\\p{L})`, 'iu');

/** The literal is code rather than text: a module specifier, a property key or a literal type. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isEnumMember(parent)) && parent.name === node) return true;
  return ts.isElementAccessExpression(parent) && parent.argumentExpression === node;
}

/** 'file:line: text' for each text of `source` that has a straight apostrophe of a French elision. */
export function straightApostrophes(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  // A regular expression of the product may match what a member types; one of a test matches the product's text.
  const regexIsText = file.startsWith('test/');
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node) && regexIsText
          ? node.text
          : null;
    if (text !== null && STRAIGHT_ELISION.test(text) && !isCode(node)) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push(`${file}:${line + 1}: ${text.trim().slice(0, 120)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sweptFiles(): string[] {
  return SWEPT.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
  );
}

describe('typography: curly apostrophes in French text', () => {
  it('finds no straight apostrophe of a French elision in the text of the product, its scripts and its tests', () => {
    const found = sweptFiles().flatMap((file) => straightApostrophes(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  }, 60_000);

  it('finds none in the page the browser loads first (title and description)', () => {
    const lines = readFileSync(path.join(ROOT, 'web/index.html'), 'utf8').split('\n');
    const found = lines.flatMap((line, index) => (STRAIGHT_ELISION.test(line) ? [`web/index.html:${index + 1}: ${line.trim()}`] : []));
    expect(found).toEqual([]);
  });

  describe('the check itself', () => {
    const check = (source: string, file = 'web/src/example.tsx') => straightApostrophes(file, source);

    it('names the file and line of a straight apostrophe in a string, a template, JSX text and a JSX attribute', () => {
      const source = [
        `const a = "l${STRAIGHT}eau";`,
        `const b = 'aujourd\\${STRAIGHT}hui';`,
        `const c = \`Jusqu${STRAIGHT}à \${n} fiches, qu${STRAIGHT}il valide\`;`,
        `const d = <p title="C${STRAIGHT}est">D${STRAIGHT}accord</p>;`,
      ].join('\n');
      expect(check(source).map((line) => line.split(': ')[0])).toEqual([
        'web/src/example.tsx:1',
        'web/src/example.tsx:2',
        'web/src/example.tsx:3',
        'web/src/example.tsx:3',
        'web/src/example.tsx:4',
        'web/src/example.tsx:4',
      ]);
    });

    it('counts a regular expression in a test, not in the product', () => {
      const source = `const r = /l${STRAIGHT}eau/;`;
      expect(check(source, 'test/e2e/example.spec.ts')).toHaveLength(1);
      expect(check(source, 'web/src/example.ts')).toEqual([]);
    });

    it('leaves curly apostrophes, English, comments, imports, keys and literal types alone', () => {
      const source = [
        `const a = 'l’eau, aujourd’hui';`,
        `const b = "the member${STRAIGHT}s file can${STRAIGHT}t wait";`,
        `// l${STRAIGHT}eau`,
        `import x from "./l${STRAIGHT}eau";`,
        `const c = { "l${STRAIGHT}eau": 1 };`,
        `type T = "l${STRAIGHT}eau";`,
        `const e = "'Valider'";`,
      ].join('\n');
      expect(check(source)).toEqual([]);
    });
  });
});
