// The file every pooled worker thread starts from: it loads the worker's module, named in workerData, and hands
// its default export to the pool. Plain JavaScript on purpose: a worker thread has no TypeScript loader of its own,
// so the sources (tests, `npm run dev`) go through tsx, and the compiled stack (`npm start`) imports its .js.
import { workerData } from 'piscina';

const { module } = workerData;
const loaded = module.endsWith('.ts') ? await (await import('tsx/esm/api')).tsImport(module, import.meta.url) : await import(module);

export default loaded.default;
