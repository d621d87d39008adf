// `npm test`: every check a change must pass, in two stages. First the checks that each use one core (the three
// type-checks, eslint) and the Deno check, one per core at a time, the longest first: run one after another they
// left a core idle for minutes. Then vitest, which spreads its files over every core itself. Output of the first
// stage is held back per check and printed whole when it ends, so checks side by side do not interleave; a failure
// there stops the run before vitest, as the old `a && b && c` chain did. The run ends with what each step took.
//
// `npm run typecheck` is the first three steps alone (`tsx scripts/test.ts typecheck`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Step {
  name: string;
  command: string[];
}

const typecheck: Step[] = [
  { name: 'tsc (tsconfig.json)', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'tsc (tsconfig.server.json)', command: ['npx', 'tsc', '-p', 'tsconfig.server.json', '--noEmit'] },
  { name: 'tsc (tsconfig.app.json)', command: ['npx', 'tsc', '-p', 'tsconfig.app.json', '--noEmit'] },
];
// The longest first, so the last to start is a short one: eslint and the Deno check take about three tsc runs each.
const singleCore: Step[] = [
  { name: 'deno check', command: ['npx', 'tsx', 'scripts/deno-functions.ts'] },
  { name: 'eslint', command: ['npx', 'eslint', '.'] },
  ...typecheck,
];
const vitest: Step = { name: 'vitest', command: ['npx', 'vitest', 'run'] };

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run(step: Step, echo: 'live' | 'whole'): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: root, stdio: echo === 'live' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      const outcome = { name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (echo === 'whole') {
        process.stdout.write(`\n── ${step.name} ${outcome.ok ? 'passed' : `FAILED (exit ${code})`} in ${outcome.seconds.toFixed(0)} s\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(outcome);
    });
  });
}

/** Runs the steps `lanes` at a time, in the order given. */
async function runSideBySide(steps: Step[], lanes: number): Promise<Outcome[]> {
  const pending = [...steps];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let step = pending.shift(); step !== undefined; step = pending.shift()) outcomes.push(await run(step, 'whole'));
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
  return outcomes;
}

function summary(outcomes: Outcome[], started: number): void {
  console.log('\nnpm test, step by step (steps of the first stage ran side by side):');
  for (const { name, ok, seconds } of outcomes) console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(28)} ${seconds.toFixed(0).padStart(4)} s`);
  console.log(`  in all ${((performance.now() - started) / 1000).toFixed(0).padStart(31)} s`);
}

const started = performance.now();
const only = process.argv[2];
if (only !== undefined && only !== 'typecheck') {
  console.error(`scripts/test.ts: unknown stage "${only}" (none for everything, or typecheck)`);
  process.exit(2);
}
const lanes = Math.max(availableParallelism(), 2);
const outcomes = await runSideBySide(only === 'typecheck' ? typecheck : singleCore, lanes);
if (only === undefined && outcomes.every((outcome) => outcome.ok)) {
  console.log('');
  outcomes.push(await run(vitest, 'live'));
}
summary(outcomes, started);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
