import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina, queueOptionsSymbol, type TaskQueue } from 'piscina';
import { envOverrides } from '../functions/_shared/env.ts';
import { CORS_HEADERS, json } from './http.ts';
import { projectPath } from './paths.ts';
import { bodiesOf, requestFromWire, requestToWire, responseFromWire, responseToWire, type WireResponse } from './function-wire.ts';
import type { BackendMessage, BackendReply, FunctionTask, FunctionWorkerData } from './function-worker.ts';

// Function work runs on a pool of worker threads (piscina), as Edge Functions run apart from Supabase's gateway: a
// burst of charts computes on every core while the main thread keeps answering the gateway, auth and REST.

/**
 * One thread per core but the main thread's: the main thread is busy itself (the gateway, auth, REST and PGlite,
 * which runs every query there), so with it the function threads fill the cores, and each further thread only
 * takes turns on them. A thread holds its own copy of the handlers (the gazetteer, the texts, the engine: 40-50 MB
 * of heap): on two cores, the second one cost 75 MB of peak memory under mixed load and added no requests per
 * second there (`npm run bench -- load`). A burst of charts alone does lose it: FUNCTION_THREADS sets another count
 * where memory is cheaper than that burst.
 */
export const DEFAULT_FUNCTION_THREADS = Math.max(1, availableParallelism() - 1);

/**
 * Requests one thread interleaves while they wait on the database or an AI provider (up to 45 s for one reading):
 * enough that slow providers do not leave the cores idle, few enough that a burst still runs close to first come,
 * first served.
 */
const TASKS_PER_THREAD = 4;

/**
 * How much lower the function threads' scheduling priority is than the main thread's (Unix nice steps). When the
 * cores are busy, the main thread (gateway, auth, REST, static files) gets the CPU first: a health check or a
 * sign-in waits for a time slice, not behind the charts; the charts lose only what those requests cost. piscina
 * lowers it through @napi-rs/nice, its optional dependency.
 */
const FUNCTION_THREAD_NICENESS = 10;

/** Waiting requests, beyond those running: about a minute of monthly reports on two cores. */
const QUEUE_LIMIT = 500;
/** Waiting requests of one caller: one person's burst cannot fill the queue for everyone else. */
const CALLER_QUEUE_LIMIT = 50;

/**
 * A thread stops after this long without a request, and the next request starts one again (about half a second to
 * load the handlers, like an Edge Function's cold start): an idle server keeps only its main thread's memory.
 */
const IDLE_TIMEOUT_MS = 60_000;

const OVERLOADED_SECONDS = '5';
const OVERLOADED_MESSAGE = 'Hay demasiadas solicitudes en curso. Intenta de nuevo en unos segundos.';

type QueuedTask = Parameters<TaskQueue['push']>[0];

function callerOf(task: QueuedTask): string {
  return (task[queueOptionsSymbol] as { caller?: string } | null)?.caller ?? '';
}

/**
 * Who waits next when a thread frees up: each caller in turn, oldest request first within a caller, so one person's
 * fifty reports wait behind each other and not in front of someone else's one chart.
 */
export class FairQueue implements TaskQueue {
  /** Callers in the order they are served next (a Map keeps insertion order); each with their waiting tasks. */
  private readonly byCaller = new Map<string, QueuedTask[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Whether a request of `caller` may wait: neither the whole queue nor the caller's share of it is full. */
  admits(caller: string): boolean {
    return this.count < QUEUE_LIMIT && (this.byCaller.get(caller)?.length ?? 0) < CALLER_QUEUE_LIMIT;
  }

  push(task: QueuedTask): void {
    const caller = callerOf(task);
    const tasks = this.byCaller.get(caller);
    if (tasks) tasks.push(task);
    else this.byCaller.set(caller, [task]);
    this.count += 1;
  }

  /** A task handed back because no thread could take it after all goes first again. */
  unshift(task: QueuedTask): void {
    const caller = callerOf(task);
    const rest = this.byCaller.get(caller) ?? [];
    this.byCaller.delete(caller);
    const others = [...this.byCaller];
    this.byCaller.clear();
    this.byCaller.set(caller, [task, ...rest]);
    for (const [other, tasks] of others) this.byCaller.set(other, tasks);
    this.count += 1;
  }

  shift(): QueuedTask | null {
    const first = this.byCaller.entries().next();
    if (first.done) return null;
    const [caller, tasks] = first.value;
    const task = tasks.shift()!;
    // The caller goes to the back of the line, if they have more waiting.
    this.byCaller.delete(caller);
    if (tasks.length > 0) this.byCaller.set(caller, tasks);
    this.count -= 1;
    return task;
  }

  remove(task: QueuedTask): void {
    const caller = callerOf(task);
    const tasks = this.byCaller.get(caller);
    const index = tasks?.indexOf(task) ?? -1;
    if (!tasks || index < 0) return;
    tasks.splice(index, 1);
    if (tasks.length === 0) this.byCaller.delete(caller);
    this.count -= 1;
  }
}

export interface FunctionPoolOptions {
  threads: number;
  handlersDir: string;
  extension: 'ts' | 'js';
  internalUrl: string;
  /** Answers the functions' own calls to the stack (auth.getUser, inserts), on this thread. */
  backend(request: Request): Promise<Response>;
}

export interface FunctionPool {
  /** The function's answer; a 503 with Retry-After when too many requests are already waiting. */
  run(name: string, request: Request, caller: string): Promise<Response>;
  /** Stops the threads once they are idle: call it after every request has been answered. */
  close(): Promise<void>;
}

export function createFunctionPool(options: FunctionPoolOptions): FunctionPool {
  const queue = new FairQueue();
  const workerModule = new URL(`./function-worker.${options.extension}`, import.meta.url).href;
  const workerData: FunctionWorkerData & { module: string } = {
    module: workerModule,
    handlersDir: options.handlersDir,
    extension: options.extension,
    internalUrl: options.internalUrl,
  };
  const pool = new Piscina<FunctionTask, WireResponse>({
    // Plain JavaScript, read from the project wherever the stack runs from, like the password workers.
    filename: projectPath('supabase', 'local', 'worker-loader.mjs'),
    workerData,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    concurrentTasksPerWorker: TASKS_PER_THREAD,
    niceIncrement: FUNCTION_THREAD_NICENESS,
    // The threads wait on their event loop, not on Atomics.wait: a reading's AI call keeps running between tasks.
    atomics: 'disabled',
    taskQueue: queue,
  });
  pool.on('error', (error: unknown) => console.error('[local stack] a function thread failed', error));

  async function answerBackend(port: MessagePort, { id, request }: BackendMessage): Promise<void> {
    let reply: BackendReply;
    try {
      reply = { id, response: await responseToWire(await options.backend(requestFromWire(request))) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, 'response' in reply ? bodiesOf(reply.response) : []);
  }

  return {
    async run(name, request, caller) {
      if (!queue.admits(caller)) {
        return json({ error: OVERLOADED_MESSAGE }, 503, { ...CORS_HEADERS, 'Retry-After': OVERLOADED_SECONDS });
      }
      const channel = new MessageChannel();
      channel.port1.on('message', (message: BackendMessage) => void answerBackend(channel.port1, message));
      const wire = await requestToWire(request);
      const task: FunctionTask & { [queueOptionsSymbol]: { caller: string } } = {
        name,
        request: wire,
        env: envOverrides(),
        backend: channel.port2,
        [queueOptionsSymbol]: { caller },
      };
      try {
        return responseFromWire(await pool.run(task, { transferList: [channel.port2, ...bodiesOf(wire)] }));
      } finally {
        channel.port1.close();
      }
    },
    close: () => pool.close(),
  };
}
