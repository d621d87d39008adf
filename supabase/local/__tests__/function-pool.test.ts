import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { queueOptionsSymbol, type TaskQueue } from 'piscina';
import { FairQueue } from '../function-pool.ts';
import { useTestStack } from '../function-tests.ts';

// The functions run on worker threads, apart from the thread that answers the gateway, auth and REST, and the
// threads take waiting callers in turn.

/** CPU time (user + system, in clock ticks) of this thread, or of the whole process, as Linux counts it. */
function cpuTicks(of: 'thread-self' | 'self'): number {
  const stat = readFileSync(`/proc/${of}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

describe('the function threads', () => {
  const fixture = useTestStack();

  // The reports compute at a low priority: on a machine busy with other work, they may take a while.
  it('answers health and REST sent while monthly reports compute before the last report is done', async () => {
    const { stack } = fixture;
    const users = await Promise.all([stack.signedIn('carga'), stack.signedIn('carga'), stack.signedIn('carga')]);
    const order: string[] = [];
    const reports = users.flatMap(({ client }, user) =>
      Array.from({ length: 4 }, (_, index) =>
        client.functions
          .invoke('generate-monthly-report', { body: { birthDate: `19${70 + user}-05-15`, birthTime: '14:30', birthLocation: 'Madrid, España', month: `2027-${String(index + 1).padStart(2, '0')}` } })
          .then((answer) => (order.push('report'), answer)),
      ),
    );
    const threadBefore = cpuTicks('thread-self');
    const processBefore = cpuTicks('self');
    // Once the first report is back, the others are being computed: then the probes go out.
    await Promise.race(reports);
    const health = fetch(`${stack.url}/auth/v1/health`, { headers: { apikey: stack.keys.anonKey } }).then((answer) => (order.push('health'), answer));
    const rest = users[0].client.from('birth_charts').select('id').then((answer) => (order.push('rest'), answer));

    const [healthAnswer, restAnswer, ...reportAnswers] = await Promise.all([health, rest, ...reports]);
    // This thread, which serves the gateway, auth and REST (and runs this test), did a small part of the work.
    const threadShare = (cpuTicks('thread-self') - threadBefore) / (cpuTicks('self') - processBefore);
    expect(threadShare).toBeLessThan(0.4);
    expect(healthAnswer.status).toBe(200);
    expect(restAnswer.error).toBeNull();
    expect(reportAnswers.map((answer) => answer.error)).toEqual(reports.map(() => null));
    expect(order.indexOf('health')).toBeLessThan(order.lastIndexOf('report'));
    expect(order.indexOf('rest')).toBeLessThan(order.lastIndexOf('report'));
  }, 120_000);

  it('computes at a lower priority than the thread that answers the gateway', async () => {
    const { client } = await fixture.stack.signedIn('prioridad');
    const { error } = await client.functions.invoke('search-places', { body: { query: 'Mad' } });
    expect(error).toBeNull();
    const niceness = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const own = niceness(readFileSync('/proc/thread-self/stat', 'utf8'));
    const threads = readdirSync('/proc/self/task').map((task) => niceness(readFileSync(`/proc/self/task/${task}/stat`, 'utf8')));
    // Niceness stops at 19 (a run started with `nice -n 10` has its function threads there).
    expect(threads).toContain(Math.min(19, own + 10));
  });
});

type Queued = Parameters<TaskQueue['push']>[0];
const task = (caller: string, label: string) => ({ [queueOptionsSymbol]: { caller }, label }) as unknown as Queued & { label: string };

describe('the queue of the function threads', () => {
  it('takes callers in turn, each caller oldest first', () => {
    const queue = new FairQueue();
    for (const label of ['a1', 'a2', 'a3']) queue.push(task('ana', label));
    queue.push(task('bea', 'b1'));
    queue.push(task('ana', 'a4'));
    queue.push(task('bea', 'b2'));
    const served: string[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) served.push((next as Queued & { label: string }).label);
    expect(served).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('puts a task handed back first again, and forgets a removed one', () => {
    const queue = new FairQueue();
    const [a1, a2, b1] = [task('ana', 'a1'), task('ana', 'a2'), task('bea', 'b1')];
    for (const queued of [a1, a2, b1]) queue.push(queued);
    const first = queue.shift()!;
    queue.unshift(first);
    queue.remove(a2);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual([a1, b1, null]);
  });

  it('lets one caller fill only their share of the queue', () => {
    const queue = new FairQueue();
    while (queue.admits('ana')) queue.push(task('ana', 'a'));
    expect(queue.size).toBe(50);
    expect(queue.admits('bea')).toBe(true);
  });
});
