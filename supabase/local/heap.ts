import { setFlagsFromString } from 'node:v8';

/**
 * How far past what survived its last full collection V8 lets a heap grow before it collects again, in percent. V8's
 * own factor goes up to 300% whenever collecting looks cheap next to the work, and under the load bench's mixed load
 * that let the main thread's heap reach 115 MB and the function thread's 118 MB over live data of about 40 each:
 * the peak RSS was 496-507 MB, against a target of 400. A fixed 25% collects sooner, on live data that is small
 * (tens of MB), so each collection is short.
 */
export const HEAP_GROWING_PERCENT = 25;

/**
 * Holds every heap of the process to HEAP_GROWING_PERCENT: the main thread's, and every worker thread's (the
 * function and password pools), since V8's flags belong to the process and the threads read them as they collect.
 * Set at run time, not on the command line, so `npm run serve`, the benches and the browser tests keep starting the
 * server with one command.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
