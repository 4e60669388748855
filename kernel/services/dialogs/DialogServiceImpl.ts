// DialogService: a registry of lazily loaded global dialogs and the stack of open ones, rendered by
// the shell's DialogHost.
import { injectable } from 'inversify';
import { action, makeObservable, observable, observableShallow } from 'mobx';
import type { DialogContribution } from '../../plugin/types';
import type { DialogService, OpenDialog } from './types';

@injectable()
export class DialogServiceImpl implements DialogService {
  open: OpenDialog[] = [];
  private readonly registry = new Map<string, DialogContribution>();
  private readonly resolvers = new Map<number, (result: unknown) => void>();
  private nextKey = 1;

  constructor() {
    makeObservable(this, { open: observableShallow, close: action });
  }

  register(contribution: DialogContribution): void {
    if (this.registry.has(contribution.id)) throw new Error(`全局对话框 "${contribution.id}" 已被注册`);
    this.registry.set(contribution.id, contribution);
  }

  contribution(id: string): DialogContribution | undefined {
    return this.registry.get(id);
  }

  show<R>(id: string, props: Record<string, unknown> = {}): Promise<R | undefined> {
    if (!this.registry.has(id)) return Promise.reject(new Error(`全局对话框 "${id}" 不存在`));
    const key = this.nextKey++;
    return new Promise<R | undefined>((resolve) => {
      this.resolvers.set(key, resolve as (r: unknown) => void);
      action(() => this.open.push({ key, id, props }))();
    });
  }

  close(key: number, result?: unknown): void {
    this.open = this.open.filter((d) => d.key !== key);
    this.resolvers.get(key)?.(result);
    this.resolvers.delete(key);
  }
}
