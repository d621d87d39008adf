// What every `npm run chart` command reads the same way: `--flag value` or `--flag=value`, `--json`, one natal
// chart's birth data and the house system. Errors are Spanish messages (with the command's usage), never exceptions.
import { HOUSE_SYSTEMS, type HouseSystem } from '../../supabase/functions/_shared/contract/chart.ts';

export type Parsed<T> = { ok: true } & T | { ok: false; message: string };

/** The values of the `flags` a command knows, and whether `--json` was given; an unknown flag or a missing value is refused with `usage`. */
export function readFlags(argv: string[], flags: readonly string[], usage: string): Parsed<{ values: Map<string, string>; json: boolean }> {
  const values = new Map<string, string>();
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') {
      json = true;
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (!flags.includes(flag)) return { ok: false, message: `No conozco la opción «${arg}».\n${usage}` };
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) return { ok: false, message: `Falta el valor de ${flag}.\n${usage}` };
    values.set(flag, value);
  }
  return { ok: true, values, json };
}

/** `--house-system`, Plácidus when absent. */
export function readHouseSystem(values: Map<string, string>): Parsed<{ houseSystem: HouseSystem }> {
  const houseSystem = (values.get('--house-system') ?? 'placidus') as HouseSystem;
  if (!HOUSE_SYSTEMS.includes(houseSystem)) {
    return { ok: false, message: `El sistema de casas «${houseSystem}» no existe; elige uno de: ${HOUSE_SYSTEMS.join(', ')}.` };
  }
  return { ok: true, houseSystem };
}

/** One natal chart's `--date`, `--place` (both required), `--time` and `--house-system`. */
export function readNatalFlags(
  values: Map<string, string>,
  usage: string,
): Parsed<{ date: string; time: string | null; place: string; houseSystem: HouseSystem }> {
  const date = values.get('--date');
  const place = values.get('--place');
  if (!date) return { ok: false, message: `Falta la fecha de nacimiento (--date AAAA-MM-DD).\n${usage}` };
  if (!place) return { ok: false, message: `Falta el lugar de nacimiento (--place "Ciudad, País").\n${usage}` };
  const house = readHouseSystem(values);
  if (!house.ok) return house;
  return { ok: true, date, time: values.get('--time') ?? null, place, houseSystem: house.houseSystem };
}
