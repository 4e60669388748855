// The mini-program console's bindings: one per platform as last answered, the bind dialog's draft
// (checked by the shared rule before it is sent; the server's refusal marks its field), the
// platform actions (提交审核, 刷新审核状态, 发布, 解除绑定) and the QR code's picture.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type FileSaver, type I18nService, type Notifier } from '../../../kernel';
import { checkMpBind, type MpBinding, type MpBindRequest, type MpInfo, type MpPlatform, type Refusal } from '../../../shared/domain/miniprogram';
import type { MiniProgramApi } from '../api';
import { MINIPROGRAM_API } from '../tokens';

export type MpRun = 'submit' | 'refresh' | 'publish' | 'unbind';

export interface MpQr {
  platform: MpPlatform;
  blob: Blob;
  fileName: string;
}

@injectable()
export class MiniProgramStore {
  info: MpInfo | null = null;
  failed = false;
  /** The action under way per platform (its button spins, the others wait). */
  running: Partial<Record<MpPlatform, MpRun>> = {};
  draft: MpBindRequest | null = null;
  refusal: Refusal | null = null;
  binding = false;
  qr: MpQr | null = null;
  qrLoading: MpPlatform | null = null;

  constructor(
    @inject(MINIPROGRAM_API) private readonly api: MiniProgramApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.fileSaver) private readonly files: FileSaver,
  ) {
    makeAutoObservable<MiniProgramStore, 'api' | 'notifier' | 'i18n' | 'files'>(this, { api: false, notifier: false, i18n: false, files: false });
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const info = await this.api.info();
      runInAction(() => {
        this.info = info;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  bindingOf(platform: MpPlatform): MpBinding | undefined {
    return this.info?.bindings.find((b) => b.platform === platform);
  }

  openBind(platform: MpPlatform): void {
    this.draft = { platform, appId: this.bindingOf(platform)?.appId ?? '', appSecret: '' };
    this.refusal = null;
  }

  closeBind(): void {
    this.draft = null;
    this.refusal = null;
  }

  set(field: 'appId' | 'appSecret', value: string): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.refusal?.field === field) this.refusal = null;
  }

  /** A secret is kept for the draft's AppID (blank keeps it). */
  get secretKept(): boolean {
    const b = this.draft && this.bindingOf(this.draft.platform);
    return !!b && b.secretSet && b.appId === this.draft!.appId.trim();
  }

  async bind(): Promise<boolean> {
    if (!this.draft || this.binding) return false;
    const request = { ...this.draft, appId: this.draft.appId.trim(), appSecret: this.draft.appSecret.trim() };
    const refusal = checkMpBind(request, this.secretKept);
    if (refusal) {
      this.refusal = refusal;
      return false;
    }
    this.binding = true;
    try {
      const answer = await this.api.bind(request);
      runInAction(() => {
        this.accept(answer);
        this.draft = null;
      });
      this.notifier.success(this.i18n.t('miniprogram.console.bound'));
      return true;
    } catch (err) {
      runInAction(() => {
        const field = (err as HttpError).data && typeof (err as HttpError).data === 'object' ? ((err as HttpError).data as { field?: string }).field : undefined;
        this.refusal = { field: field ?? 'appId', message: err instanceof HttpError ? err.message : this.i18n.t('miniprogram.console.failed') };
      });
      return false;
    } finally {
      runInAction(() => {
        this.binding = false;
      });
    }
  }

  async run(platform: MpPlatform, action: MpRun): Promise<boolean> {
    if (this.running[platform]) return false;
    this.running = { ...this.running, [platform]: action };
    try {
      const call = { submit: this.api.submit, refresh: this.api.refresh, publish: this.api.release, unbind: this.api.unbind }[action];
      const answer = await call.call(this.api, platform);
      runInAction(() => this.accept(answer));
      this.notifier.success(this.i18n.t(`miniprogram.console.done.${action}`));
      return true;
    } catch {
      // The client has shown the server's reason (未配置, 调用失败, 状态不符); the binding is as it was.
      return false;
    } finally {
      runInAction(() => {
        const { [platform]: _, ...rest } = this.running;
        this.running = rest;
      });
    }
  }

  async openQr(platform: MpPlatform): Promise<void> {
    if (this.qrLoading) return;
    this.qrLoading = platform;
    try {
      const { blob, fileName } = await this.api.qrCode(platform);
      runInAction(() => {
        this.qr = { platform, blob, fileName: fileName ?? `miniprogram_${platform}.png` };
      });
    } catch {
      // Shown by the client.
    } finally {
      runInAction(() => {
        this.qrLoading = null;
      });
    }
  }

  closeQr(): void {
    this.qr = null;
  }

  downloadQr(): void {
    if (this.qr) this.files.save(this.qr.blob, this.qr.fileName);
  }

  private accept(answer: MpBinding): void {
    if (!this.info) return;
    this.info = { ...this.info, bindings: this.info.bindings.map((b) => (b.platform === answer.platform ? answer : b)) };
  }
}
