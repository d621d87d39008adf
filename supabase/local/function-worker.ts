import './node-runtime.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import { setEnvOverrides } from '../functions/_shared/env.ts';
import { registerInProcessBackend } from '../functions/_shared/http.ts';
import { bodiesOf, requestFromWire, requestToWire, responseFromWire, responseToWire, type WireRequest, type WireResponse } from './function-wire.ts';

// One thread of the function pool (function-pool.ts): it runs the very handlers Supabase deploys, one request per
// task, away from the thread that serves the gateway, auth and REST. Their supabase-js calls to the stack go back to
// that thread over the task's own MessagePort and are answered there in-process, as they would be on the main thread.

export interface FunctionWorkerData {
  /** The folder of the function handlers (the sources, or their compiled twins) and their extension. */
  handlersDir: string;
  extension: 'ts' | 'js';
  /** SUPABASE_URL as the handlers see it: their requests to it travel over the task's port. */
  internalUrl: string;
}

export interface FunctionTask {
  name: string;
  request: WireRequest;
  /** The variables the stack hands the functions, as they are now (a test may change the AI provider's). */
  env: Record<string, string | undefined>;
  /** Where this request's database and auth calls go. */
  backend: MessagePort;
}

export type BackendMessage = { id: number; request: WireRequest };
export type BackendReply = { id: number; response: WireResponse } | { id: number; error: string };

type Handler = (req: Request) => Promise<Response>;

const settings = workerData as FunctionWorkerData;
const handlers = new Map<string, Promise<Handler>>();

function load(name: string): Promise<Handler> {
  let handler = handlers.get(name);
  if (!handler) {
    const file = pathToFileURL(join(settings.handlersDir, name, `handler.${settings.extension}`)).href;
    handler = import(file).then((mod: { handler: Handler }) => mod.handler);
    handlers.set(name, handler);
  }
  return handler;
}

/** The calls one task makes to the stack, matched to their answers by id. */
class BackendLink {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();

  constructor(private readonly port: MessagePort) {
    port.on('message', (reply: BackendReply) => {
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('error' in reply) call?.reject(new Error(reply.error));
      else call?.resolve(responseFromWire(reply.response));
    });
  }

  async fetch(request: Request): Promise<Response> {
    const message: BackendMessage = { id: ++this.next, request: await requestToWire(request) };
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject });
      this.port.postMessage(message, bodiesOf(message.request));
    });
  }

  close(): void {
    this.port.close();
    for (const call of this.pending.values()) call.reject(new Error('the request this call belonged to has been answered'));
  }
}

// Several tasks may share this thread while they wait on the database or an AI provider; each call finds its own
// task's port through the async context it was made in.
const currentTask = new AsyncLocalStorage<BackendLink>();
registerInProcessBackend(settings.internalUrl, (input, init) => {
  const link = currentTask.getStore();
  if (!link) return Promise.reject(new Error(`a call to ${settings.internalUrl} outside a function request`));
  return link.fetch(new Request(input, init));
});

export default async function runFunction(task: FunctionTask): Promise<WireResponse> {
  setEnvOverrides(task.env);
  const link = new BackendLink(task.backend);
  try {
    const handler = await load(task.name);
    return await currentTask.run(link, async () => responseToWire(await handler(requestFromWire(task.request))));
  } finally {
    link.close();
  }
}
