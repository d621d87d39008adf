import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

// Serves an HTTP server's requests and stops it without dropping any: on close it stops accepting connections,
// answers every request it has received (read, or still in a socket's buffer, or waiting in the function pool),
// ends each connection once its last answer is sent, and only then lets the process exit.

interface Connection {
  active: number;
  /** What the socket had read when its last answer was sent: more since means a request is arriving. */
  settledBytes: number;
}

export interface Draining {
  /** Requests being answered right now. */
  activeRequests(): number;
  /** Resolves once every request received has been answered and every connection closed, or after `timeoutMs`. */
  close(timeoutMs: number): Promise<void>;
}

/** Two turns of the event loop: at least one of its polls for I/O (accepting, reading) happens in between. */
const pollOnce = async () => {
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
};

/** The most connections the kernel queues for accept() (Node's default backlog), plus one. */
const ACCEPT_QUEUE_LIMIT = 512;

export function serveDraining(server: Server, respond: (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>): Draining {
  const connections = new Map<Socket, Connection>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  let accepted = 0;
  let changed: (() => void) | null = null;
  const wake = () => changed?.();

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: 0, settledBytes: 0 });
    socket.once('close', () => {
      connections.delete(socket);
      wake();
    });
  });

  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const connection = connections.get(incoming.socket) ?? { active: 0, settledBytes: 0 };
    connection.active += 1;
    answering.add(outgoing);
    // Once stopping, every answer closes its connection behind it.
    if (draining) outgoing.setHeader('Connection', 'close');
    void respond(incoming, outgoing).finally(() => {
      connection.active -= 1;
      connection.settledBytes = incoming.socket.bytesRead;
      answering.delete(outgoing);
      wake();
    });
  });

  const idle = (socket: Socket, connection: Connection) => connection.active === 0 && socket.bytesRead === connection.settledBytes;

  /** Waits for the next answer sent or connection closed, or the deadline. */
  const nextChange = (deadline: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      changed = () => {
        clearTimeout(timer);
        changed = null;
        resolve();
      };
    });

  return {
    activeRequests: () => answering.size,
    async close(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      draining = true;
      for (const outgoing of answering) if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close');
      // The kernel has completed connections that the loop has not accepted yet (one per poll): accept them until a
      // poll brings none, then close the listener, so only connections made from now on are refused. http's own
      // close() would also drop every connection between two requests, even one whose next request is already in
      // its buffer: the net server's close leaves them to the loop below.
      for (let polls = 0, before = -1; before !== accepted && polls < ACCEPT_QUEUE_LIMIT; polls += 1) {
        before = accepted;
        await pollOnce();
      }
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      while (connections.size > 0 && Date.now() < deadline) {
        // A request still in a socket's buffer is read on the loop's next poll.
        await pollOnce();
        for (const [socket, connection] of connections) if (idle(socket, connection)) socket.destroySoon();
        if (connections.size > 0) await nextChange(deadline);
      }
      // Past the deadline (a request that never finishes, a client that never sends the rest): cut what is left.
      for (const socket of connections.keys()) socket.destroy();
      await closed;
      // Releases http's timer that checks connections for timeouts (the listener is already closed).
      server.close();
    },
  };
}
