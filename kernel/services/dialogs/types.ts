import type { DialogContribution } from '../../plugin/types';

export interface OpenDialog {
  key: number;
  id: string;
  props: Record<string, unknown>;
}

/** The global dialogs of §2 (gallery picker, form dialogs, ...): plugins register, anyone opens. */
export interface DialogService {
  readonly open: readonly OpenDialog[];
  register(contribution: DialogContribution): void;
  contribution(id: string): DialogContribution | undefined;
  /** Opens a registered dialog; resolves with its result (undefined when dismissed). */
  show<R>(id: string, props?: Record<string, unknown>): Promise<R | undefined>;
  close(key: number, result?: unknown): void;
}
