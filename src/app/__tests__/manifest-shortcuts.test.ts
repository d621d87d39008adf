import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { homeSection } from '../../lib/paths';

const root = join(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8')) as {
  scope: string;
  shortcuts: { name: string; url: string; icons: { src: string }[] }[];
};

describe('manifest shortcuts', () => {
  it("open today's tarot and Mi carta, with icons that exist", () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Tarot de hoy', homeSection('tarot')],
      ['Mi carta', homeSection('chart')],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.url.startsWith(manifest.scope)).toBe(true);
      expect(shortcut.icons.length).toBeGreaterThan(0);
      for (const icon of shortcut.icons) expect(existsSync(join(root, 'public', icon.src)), icon.src).toBe(true);
    }
  });
});
