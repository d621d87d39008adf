// `npm run chart -- --date 1990-05-15 --time 14:30 --place "Madrid, España" [--house-system placidus] [--json]`
// Node only (process, argv), kept out of supabase/functions: a tool, never deployed.
import { pathToFileURL } from 'node:url';
import { chartFromText } from '../../supabase/functions/_shared/astro/chart.ts';
import { isEventsCommand, runEventsCli } from './cli-events.ts';
import { runSynastryCli } from './cli-synastry.ts';
import { readFlags, readNatalFlags } from './args.ts';
import { formatChart } from './format.ts';
import type { HouseSystem } from '../../supabase/functions/_shared/contract/chart.ts';

export interface CliOptions {
  date: string;
  time: string | null;
  place: string;
  houseSystem: HouseSystem;
  json: boolean;
}

export const USAGE =
  'Uso: npm run chart -- --date AAAA-MM-DD [--time HH:MM] --place "Ciudad, País" [--house-system placidus|koch|whole-sign|equal|porphyry] [--json]';

/** Parses argv (without node and script); returns a Spanish error message instead of throwing. */
export function parseArgs(argv: string[]): { ok: true; options: CliOptions } | { ok: false; message: string } {
  const flags = readFlags(argv, ['--date', '--time', '--place', '--house-system'], USAGE);
  if (!flags.ok) return flags;
  const natal = readNatalFlags(flags.values, USAGE);
  if (!natal.ok) return natal;
  const { date, time, place, houseSystem } = natal;
  return { ok: true, options: { date, time, place, houseSystem, json: flags.json } };
}

/** Runs the command; returns what to print and the exit code (2 for any error, as every subcommand), so tests need no child process. */
export function runCli(argv: string[]): { code: number; stdout: string; stderr: string } {
  if (isEventsCommand(argv[0])) return runEventsCli(argv);
  const parsed = parseArgs(argv);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: parsed.message };
  const { date, time, place, houseSystem, json } = parsed.options;
  const result = chartFromText({ date, time, place, houseSystem });
  if (!result.ok) {
    const suggestions = result.suggestions.length ? `\nQuizás: ${result.suggestions.map((s) => s.label).join(' · ')}` : '';
    return { code: 2, stdout: '', stderr: result.message + suggestions };
  }
  return { code: 0, stdout: json ? JSON.stringify(result.chart, null, 2) : formatChart(result.chart), stderr: '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const { code, stdout, stderr } = argv[0] === 'synastry' ? runSynastryCli(argv.slice(1)) : runCli(argv);
  if (stdout) console.log(stdout);
  if (stderr) console.error(stderr);
  process.exitCode = code;
}
