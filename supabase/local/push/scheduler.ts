// The local stack's stand-in for pg_cron: runs the daily-reminder pass every `everyMs` (a minute for npm start),
// never two at once, and lets a closing stack wait for the pass under way. A failed pass is logged and the next
// tick tries again; the pass itself only sends what is due, so running it often costs a read and nothing more.

export interface ReminderScheduler {
  stop(): Promise<void>;
}

export function startReminderScheduler(run: () => Promise<unknown>, everyMs: number): ReminderScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(
        () => undefined,
        (error: unknown) => console.error('[recordatorios] el envío diario falló:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
