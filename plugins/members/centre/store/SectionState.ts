// One section of 会员中心设置 (注册, 登录, 隐私, 短信权益): its answer from the server, loading and saving
// flags, and a save that is first checked by the shared rule (the server checks again) and reports a
// refusal with the field it is about.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../../kernel';
import type { CentreRefusal } from '../../../../shared/domain/members/centreRules';

export type SaveResult = { ok: true } | { ok: false; field: string; message: string };

export class SectionState<A> {
  data: A | null = null;
  loading = false;
  /** The load failed (the HttpService has shown why); the section offers a retry. */
  failed = false;
  saving = false;

  constructor(private readonly read: () => Promise<A>) {
    makeAutoObservable<SectionState<A>, 'read'>(this, { read: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const data = await this.read();
      runInAction(() => {
        this.data = data;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Runs the rule, then the write; the answer replaces the section. */
  async save(refusal: CentreRefusal | null, write: () => Promise<A>): Promise<SaveResult> {
    if (refusal) return { ok: false, ...refusal };
    this.saving = true;
    try {
      const data = await write();
      runInAction(() => {
        this.data = data;
      });
      return { ok: true };
    } catch (error) {
      const field = error instanceof HttpError ? ((error.data as { field?: string } | null)?.field ?? '') : '';
      return { ok: false, field, message: error instanceof Error ? error.message : String(error) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
