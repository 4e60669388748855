// Reads again every POLL_MS while the page shows a task that is queued or running; stops when none
// is, or when the page goes. A task's progress lives on the server, so a reload shows it as it is.
export const POLL_MS = 1_500;

export class Poller {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly read: () => Promise<boolean>) {}

  /** Schedules the next read when `active` (the last read showed an unfinished task). */
  next(active: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!active || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.read().then((again) => this.next(again), () => this.next(true));
    }, POLL_MS);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

export const isActive = (status: string) => status === 'queued' || status === 'running';
