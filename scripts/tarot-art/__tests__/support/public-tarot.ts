import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Node-only: the generated art as it sits in public/tarot, for the test that keeps it in step with art.ts.

const folder = fileURLToPath(new URL('../../../../public/tarot/', import.meta.url));

export function publicTarotFiles(): string[] {
  return readdirSync(folder).sort();
}

export function readPublicTarotFile(name: string): string | null {
  try {
    return readFileSync(`${folder}${name}`, 'utf8');
  } catch {
    return null;
  }
}
