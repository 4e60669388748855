// Core events: one module says something happened (forms: a lead was submitted) and the modules
// listening act on it (settings mails it), without either importing the other. The emitter never
// waits for or fails with a listener: a listener's error is logged and the submission stands.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TaskService } from '../tasks/service';

/** A visitor's message on a lead form, as the forms module stored it. */
export interface LeadSubmitted {
  siteId: number;
  formId: number;
  formTitle: string;
  messageId: number;
  /** The message's fields in form order, as shown to an operator. */
  fields: readonly { label: string; value: string }[];
  submittedAt: number;
}

/** Event name → what it carries. */
export interface CoreEvents {
  leadSubmitted: LeadSubmitted;
}

/** What a listener gets besides the event. */
export interface EventContext {
  db: Kysely<Database>;
  tasks: TaskService;
  now: number;
}

export type EventListeners = { [E in keyof CoreEvents]?: (ctx: EventContext, event: CoreEvents[E]) => Promise<void> };

export class CoreEventBus {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly listeners: readonly { module: string; on: EventListeners }[],
    private readonly context: () => EventContext,
    private readonly log: (entry: Record<string, unknown>, msg: string) => void,
  ) {}

  /** Tells every listener, after the caller's answer is on its way; never throws. */
  emit<E extends keyof CoreEvents>(name: E, event: CoreEvents[E]): void {
    for (const { module, on } of this.listeners) {
      const listener = on[name];
      if (!listener) continue;
      const run = Promise.resolve()
        .then(() => listener(this.context(), event))
        .catch((err: unknown) => this.log({ err, module, event: name }, '事件处理失败'))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  /** Resolves when every listener started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
