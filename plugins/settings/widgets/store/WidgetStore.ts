// One widget page's state: the settings as the server last answered them, the draft the page edits
// (the preview draws it), and a save that runs the shared rule first (the server runs it again) and
// keeps the refusal with the field it is about, so the page can show it there.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, type I18nService, type Notifier } from '../../../../kernel';
import {
  checkWidget, normalizeWidget, type WidgetAnswer, type WidgetKind, type WidgetRefusal, type WidgetSettings,
} from '../../../../shared/domain/settings/widgets';
import type { WidgetsApi } from '../api';

export class WidgetStore<K extends WidgetKind> {
  answer: WidgetAnswer<K> | null = null;
  draft: WidgetSettings<K> | null = null;
  loading = false;
  /** The load failed (the HttpService has said why); the page offers a retry. */
  failed = false;
  saving = false;
  refusal: WidgetRefusal | null = null;

  constructor(
    readonly kind: K,
    private readonly api: WidgetsApi,
    private readonly notifier: Notifier,
    private readonly i18n: I18nService,
  ) {
    makeAutoObservable<WidgetStore<K>, 'api' | 'notifier' | 'i18n'>(this, { kind: false, api: false, notifier: false, i18n: false });
  }

  get dirty(): boolean {
    return !!this.answer && !!this.draft && JSON.stringify(this.answer.settings) !== JSON.stringify(this.draft);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const answer = await this.api.get(this.kind);
      runInAction(() => this.accept(answer));
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

  set<F extends keyof WidgetSettings<K>>(field: F, value: WidgetSettings<K>[F]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.refusal && this.refusal.field.split('.')[0] === field) this.refusal = null;
  }

  /** Back to what the server last answered. */
  reset(): void {
    if (this.answer) this.draft = this.answer.settings;
    this.refusal = null;
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    const settings = normalizeWidget(this.kind, this.draft);
    const refusal = checkWidget(this.kind, settings);
    if (refusal) {
      this.refusal = refusal;
      this.notifier.error(refusal.message);
      return false;
    }
    this.saving = true;
    this.refusal = null;
    try {
      const answer = await this.api.save(this.kind, settings);
      runInAction(() => this.accept(answer));
      this.notifier.success(this.i18n.t('settings.widgets.saved'));
      return true;
    } catch (error) {
      // The HttpService has shown the server's message; keep it on its field too.
      runInAction(() => {
        const field = error instanceof HttpError ? ((error.data as { field?: string } | null)?.field ?? '') : '';
        this.refusal = { field, message: error instanceof Error ? error.message : String(error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private accept(answer: WidgetAnswer<K>): void {
    this.answer = answer;
    this.draft = answer.settings;
    this.refusal = null;
  }
}
