import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The libraries whose package index re-exports every component, recipe or icon, and that index's file. The index is
 * not followed (its imports are the whole library): a module that imports names from it depends on the modules that
 * define those names.
 */
const BARRELS: ReadonlyArray<{ name: string; file: RegExp }> = [
  { name: '@chakra-ui/react', file: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/ },
  // The recipes a page gives its Chakra components (web/src/theme/components.ts).
  { name: '@chakra-ui/react/theme', file: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/ },
  { name: 'lucide-react', file: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
  { name: '@tanstack/react-query', file: /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/ },
];
/** Any other library module with this many imports is taken for an index too, and not followed. */
const INDEX_IMPORTS = 8;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };

/**
 * Where each name a package index exports is defined: `export { a, b as c } from './x'`, or `export { ns as C }` of
 * `import * as ns from './x'`, or `export { a }` of `import { a } from './x'`.
 */
function indexExports(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const at = (path: string) => resolvePath(dirname(file), path);
  const locals = new Map([...text.matchAll(/import \* as ([\w$]+) from ["'](\.[^"']+)["']/g)].map(([, local, path]) => [local!, at(path!)]));
  for (const [, list, path] of text.matchAll(/import \{([^}]*)\} from ["'](\.[^"']+)["']/g)) {
    for (const spec of list!.split(',')) {
      const local = spec.trim().split(/\s+as\s+/).at(-1);
      if (local) locals.set(local, at(path!));
    }
  }
  const names = new Map<string, string>();
  for (const [, list, from] of text.matchAll(/export \{([^}]*)\}(?: from ["']([^"']+)["'])?/g)) {
    for (const spec of list!.split(',')) {
      const [local, exported = local] = spec.trim().split(/\s+as\s+/);
      if (!local) continue;
      const module = from ? (from.startsWith('.') ? at(from) : undefined) : locals.get(local);
      if (module) names.set(exported!, module);
    }
  }
  return names;
}

/** The names a module's source imports from a package: `import { A, type B, C as D } from 'package'`. */
function importedNames(code: string, name: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${name.replace('/', '\\/')}["']`, 'g'))) {
    for (const spec of list!.split(',')) {
      const [imported] = spec.trim().split(/\s+as\s+/);
      if (imported && !imported.startsWith('type ')) names.push(imported);
    }
  }
  return names;
}

/**
 * The first page of each audience in one file (issue 24): the sign-in page for a visitor, the dashboard for a member
 * (with what the app loads for every member: the live channel, the offline copy). Left to the bundler's automatic
 * splitting, a module shared by a different set of pages gets a chunk of its own: the dashboard came in ~65 files of a
 * few hundred bytes (a shared rule, an icon, a Chakra part), each compressed alone and each listed in the shell's table
 * of preloads; together they weigh a third less.
 *
 * The plugin reads the static imports of every module (`moduleParsed`), and of the app's modules the names they take
 * from a library's index (`transform`); the groups (`output.codeSplitting.groups`, after the shell's and zod's) take
 * what a first page imports statically, and what both first pages import goes to a chunk of its own, so that neither
 * loads the other's code. Another page that needs a module of these chunks loads the whole chunk: a few kilobytes
 * more for it, cached once the member has seen the dashboard.
 */
export function firstLoadChunks(roots: { visitor: string[]; member: string[] }) {
  const imports = new Map<string, readonly string[]>();
  /** The modules defining the names an app module takes from a library's index. */
  const fromIndexes = new Map<string, string[]>();
  const indexes = new Map<string, Map<string, string>>();
  const resolve = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
  const isIndex = (id: string) => BARRELS.some(({ file }) => file.test(id)) || (NODE_MODULES.test(id) && (imports.get(id)?.length ?? 0) >= INDEX_IMPORTS);
  const closures = new Map<string, Set<string>>();
  /** Every module a first page's roots import statically (themselves included), computed once the graph is known. */
  const closure = (audience: keyof typeof roots) => {
    let modules = closures.get(audience);
    if (!modules) {
      modules = new Set();
      const pending = roots[audience].map(resolve);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(imports.get(id) ?? []).filter((imported) => !isIndex(imported)), ...(fromIndexes.get(id) ?? []));
      }
      closures.set(audience, modules);
    }
    return modules;
  };

  const plugin: Plugin = {
    name: 'la-meute:first-load-chunks',
    apply: 'build',
    transform(code, id) {
      if (NODE_MODULES.test(id) || id.startsWith('\0')) return;
      const names = BARRELS.map(({ name }) => importedNames(code, name));
      if (names.some((list) => list.length > 0)) fromIndexes.set(id.split('?')[0]!, names.flatMap((list, index) => list.map((name) => `${index}:${name}`)));
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      // The app module's names, now that its imports are resolved: the module of each in its library's index.
      const names = fromIndexes.get(info.id);
      if (!names || names.some((name) => !/^\d+:/.test(name))) return;
      const modules: string[] = [];
      for (const entry of names) {
        const [index, name] = entry.split(':') as [string, string];
        const file = info.importedIds.find((imported) => BARRELS[Number(index)]!.file.test(imported));
        if (!file) continue;
        if (!indexes.has(file)) indexes.set(file, indexExports(file));
        const module = indexes.get(file)!.get(name);
        if (module) modules.push(module);
      }
      fromIndexes.set(info.id, modules);
    },
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'first-pages', test: (id) => closure('visitor').has(id) && closure('member').has(id), includeDependenciesRecursively: false },
    { name: 'member', test: (id) => closure('member').has(id), includeDependenciesRecursively: false },
    { name: 'visitor', test: (id) => closure('visitor').has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
