import { spawn } from 'node:child_process';

/**
 * `npm test`: every phase of the suite in order, then one table of each phase's result, wall time and CPU time, so a
 * slow phase is seen at once (issue 24: the whole suite stays under 15 minutes on two cores). The first phase that
 * fails stops the run (the table says which, and what did not run); the exit code is 1 then.
 *
 * Phases that leave a core idle run side by side, their output printed once each ends, one block per phase: lint,
 * typecheck and unit (single-threaded processes, the unit run is short); integration and infra (the integration tests
 * run in band and mostly wait on their local stack, about one core; infra synthesizes the stacks, CPU only, with no
 * stack of its own). The browser tests run alone: two browsers and the whole local stack use both cores.
 *
 * Each phase is an npm script (`npm run <name>`), so `npm run test:e2e -- <spec>` and the others still run alone.
 * CPU time is the user + system time of the phase's whole process tree (bash's `times` after it ends), the figure that
 * wall time hides when other work shares the machine.
 *
 * `npm test -- <phase> …` runs only the phases named (e.g. `npm test -- unit infra`).
 */

const PHASES = [
  { name: 'lint', script: 'lint', parallelWithNext: true },
  { name: 'typecheck', script: 'typecheck', parallelWithNext: true },
  { name: 'unit', script: 'test:unit' },
  { name: 'integration', script: 'test:integration', parallelWithNext: true },
  { name: 'infra', script: 'test:infra' },
  { name: 'e2e', script: 'test:e2e' },
] as const;
type Phase = (typeof PHASES)[number];

interface Outcome {
  phase: Phase['name'];
  status: 'ok' | 'failed' | 'not run';
  wallMs?: number;
  cpuSeconds?: number;
}

/** Runs `npm run <script>` under bash, whose `times` (written to fd 3) gives the CPU time of everything it ran. */
function runPhase(phase: Phase, buffered: boolean): Promise<Outcome & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `npm run --silent ${phase.script} 3>&-; status=$?; times >&3; exit $status`], {
      stdio: ['inherit', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    let times = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
    child.on('close', (code) => {
      resolve({ phase: phase.name, status: code === 0 ? 'ok' : 'failed', wallMs: performance.now() - started, cpuSeconds: childrenCpuSeconds(times), output });
    });
  });
}

/** bash's `times` prints two lines, the shell's then its children's user and system times (`0m12.345s 0m1.234s`). */
function childrenCpuSeconds(times: string): number | undefined {
  const children = times.trim().split('\n')[1];
  if (!children) return undefined;
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, rest]) => Number(minutes) * 60 + Number(rest));
  return seconds.length === 2 ? seconds[0]! + seconds[1]! : undefined;
}

const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function printTable(outcomes: Outcome[], totalMs: number): void {
  const rows = outcomes.map((outcome) => [
    outcome.phase,
    outcome.status,
    outcome.wallMs === undefined ? '' : clock(outcome.wallMs),
    outcome.cpuSeconds === undefined ? '' : `${Math.round(outcome.cpuSeconds)} s`,
  ]);
  const cpu = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
  const table = [['phase', 'result', 'wall', 'CPU'], ...rows, ['total', outcomes.every((outcome) => outcome.status === 'ok') ? 'ok' : 'failed', clock(totalMs), `${Math.round(cpu)} s`]];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(`\nnpm test (wall: minutes:seconds; CPU: user + system seconds of the phase's processes)`);
  console.log(line(table[0]!));
  for (const row of table.slice(1, -1)) console.log(line(row));
  console.log(line(table.at(-1)!));
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(`Unknown phase(s): ${unknown.join(', ')}. Phases: ${PHASES.map((phase) => phase.name).join(', ')}.`);
  process.exit(2);
}
const selected = PHASES.filter((phase) => only.length === 0 || only.includes(phase.name));

const started = performance.now();
const outcomes: Outcome[] = [];
let failed = false;
for (let index = 0; index < selected.length; index += 1) {
  const phase = selected[index]!;
  if (failed) {
    outcomes.push({ phase: phase.name, status: 'not run' });
    continue;
  }
  const group: Phase[] = [phase];
  while ('parallelWithNext' in group.at(-1)! && index + 1 < selected.length) {
    index += 1;
    group.push(selected[index]!);
  }
  console.log(`\n== ${group.map(({ name }) => name).join(' + ')}`);
  const results = await Promise.all(group.map((member) => runPhase(member, group.length > 1)));
  for (const result of results) {
    if (group.length > 1) {
      console.log(`-- ${result.phase}: ${result.status}`);
      if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    }
    const { output: _output, ...outcome } = result;
    outcomes.push(outcome);
    if (result.status !== 'ok') failed = true;
  }
}
printTable(outcomes, performance.now() - started);
process.exit(failed ? 1 : 0);
