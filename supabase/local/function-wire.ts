// A web Request or Response as it crosses between threads (structured clone carries plain data, not streams):
// the function pool sends requests to its workers this way, and the workers' database calls come back this way.

export interface WireRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export async function requestToWire(request: Request): Promise<WireRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body: body && body.byteLength > 0 ? body : null };
}

export function requestFromWire(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function responseToWire(response: Response): Promise<WireResponse> {
  const body = response.body ? await response.arrayBuffer() : null;
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** 101, 204, 205 and 304 answers never carry a body, whatever the sender put in one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function responseFromWire(wire: WireResponse): Response {
  const body = NULL_BODY_STATUSES.has(wire.status) ? null : wire.body;
  return new Response(body, { status: wire.status, statusText: wire.statusText, headers: wire.headers });
}

/** What the ArrayBuffers of a message are, to move them across instead of copying. */
export function bodiesOf(...wires: ({ body: ArrayBuffer | null } | undefined)[]): ArrayBuffer[] {
  return wires.flatMap((wire) => (wire?.body ? [wire.body] : []));
}
