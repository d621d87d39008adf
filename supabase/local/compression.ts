import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Compression for what the local stack serves: text assets and JSON, brotli where the client takes it, gzip
// otherwise. Build files are compressed once at a high level and kept (bounded); API answers on the fly at a
// level that costs little CPU.

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|vnd\.pgrst\.object\+json)|image\/svg\+xml)/;
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function negotiateEncoding(acceptEncoding: string | string[] | undefined, contentType: string | null): Encoding | null {
  if (!contentType || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compress(bytes: Buffer, encoding: Encoding, level: 'fast' | 'best'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return gzipAsync(bytes, { level: level === 'best' ? 9 : 6 });
}

/** An API body, compressed when that is worth it. */
export async function compressedBody(bytes: Buffer, encoding: Encoding): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
  if (bytes.length < MIN_BYTES) return { bytes, encoding: null };
  return { bytes: await compress(bytes, encoding, 'fast'), encoding };
}

const cache = new Map<string, Promise<Buffer>>();
const cachedSizes = new Map<string, number>();
let cachedBytes = 0;

/** A build file, compressed at the best level once per version of the file (its mtime), the oldest evicted first. */
export async function staticCompressed(file: string, mtimeMs: number, encoding: Encoding): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
  const key = `${file}\0${mtimeMs}\0${encoding}`;
  let compressed = cache.get(key);
  if (!compressed) {
    const original = await readFile(file);
    if (original.length < MIN_BYTES) return { bytes: original, encoding: null };
    compressed = compress(original, encoding, 'best');
    cache.set(key, compressed);
    const bytes = await compressed;
    cachedSizes.set(key, bytes.length);
    cachedBytes += bytes.length;
    for (const [oldKey, size] of cachedSizes) {
      if (cachedBytes <= MAX_CACHED_BYTES) break;
      cache.delete(oldKey);
      cachedSizes.delete(oldKey);
      cachedBytes -= size;
    }
  }
  return { bytes: await compressed, encoding };
}
