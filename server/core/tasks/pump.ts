// One pass of queue work at a time: a wake during a pass asks for exactly one more pass after it
// (the pass may have missed what woke it), however many wakes arrive. Both queues use it.
export class Pump {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly pass: () => Promise<void>, private readonly onError: (err: unknown) => void) {}

  /** A pass is under way. */
  get busy(): boolean {
    return this.running !== null;
  }

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Until the current pass (if any) has ended. */
  async idle(): Promise<void> {
    await this.running;
  }
}
