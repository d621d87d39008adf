// Runs in a child process (db.ts spawns it when it builds a database image from scratch): PGlite's initdb peaks
// near 900 MB of memory, which a long-running server would otherwise keep. Plain JavaScript so plain Node runs it anywhere.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
const db = await PGlite.create({ dataDir });
await db.close();
