import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Libraries stay with the bundler's splitting: their packages' index modules re-export every component or icon, so
 * following their imports would put the whole library (what tree-shaking keeps of it) into a first page's chunk.
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };

/**
 * The first page of each audience in one file (issue 24): the sign-in page for a visitor, the dashboard for a member
 * (with what the app loads for every member: the live channel, the offline copy). Left to the bundler's automatic
 * splitting, a module shared by a different set of pages gets a chunk of its own: the dashboard came in ~65 files of a
 * few hundred bytes (a shared rule, an icon, a Chakra part), each compressed alone and each listed in the shell's table
 * of preloads; together they weigh a third less.
 *
 * The plugin reads the static imports of every module (`moduleParsed`); the groups (`output.codeSplitting.groups`, after
 * the shell's and zod's) take what a first page imports statically, and what both first pages import goes to a chunk of
 * its own, so that neither loads the other's code. Another page that needs a module of these chunks loads the whole
 * chunk: a few kilobytes more for it, cached once the member has seen the dashboard.
 */
export function firstLoadChunks(roots: { visitor: string[]; member: string[] }) {
  const imports = new Map<string, readonly string[]>();
  const resolve = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
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
        pending.push(...(imports.get(id) ?? []).filter((imported) => !NODE_MODULES.test(imported)));
      }
      closures.set(audience, modules);
    }
    return modules;
  };

  const plugin: Plugin = {
    name: 'la-meute:first-load-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'first-pages', test: (id) => closure('visitor').has(id) && closure('member').has(id), includeDependenciesRecursively: false },
    { name: 'member', test: (id) => closure('member').has(id), includeDependenciesRecursively: false },
    { name: 'visitor', test: (id) => closure('visitor').has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
