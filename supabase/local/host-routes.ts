import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The app's routes as the static host knows them: public/_redirects (copied into dist/) rewrites each route the
// app has to the shell with 200 and any other address to the shell with 404, so an unknown address says so to
// crawlers and links checkers while the app still shows its own page. The local stack reads the same file, so
// both answer alike.

export interface HostRule {
  pattern: RegExp;
  status: number;
}

/** The rewrite rules of a _redirects file (`from to status`, `:name` one segment, `*` the rest), in order. */
export function parseRedirects(text: string): HostRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, , status] = line.split(/\s+/);
      const source = from
        .split('/')
        .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { pattern: new RegExp(`^${source}/?$`), status: Number(status) };
    });
}

/** The status the shell is served with at this path: the first rule that matches, 200 without rules. */
export function shellStatus(rules: HostRule[] | null, pathname: string): number {
  return rules?.find((rule) => rule.pattern.test(pathname))?.status ?? 200;
}

const loaded = new Map<string, Promise<HostRule[] | null>>();

/** The rules of a build folder's _redirects, read once; null when it has none. */
export function hostRules(staticDir: string): Promise<HostRule[] | null> {
  let rules = loaded.get(staticDir);
  if (!rules) {
    rules = readFile(join(staticDir, '_redirects'), 'utf8').then(parseRedirects, () => null);
    loaded.set(staticDir, rules);
  }
  return rules;
}
