// The watermark page (/zhResource/watermarkManage): the site's settings as a draft the operator
// edits with a live preview, checked by the same rules as the server before saving.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ImageRow, WatermarkSettings } from '../../../shared/domain';
import type { ResourcesApi, WatermarkInfo } from '../api';
import { RESOURCES_API } from '../tokens';
import { checkWatermark, DEFAULT_WATERMARK } from '../../../shared/domain';

const same = (a: WatermarkSettings, b: WatermarkSettings) => JSON.stringify(a) === JSON.stringify(b);

function settingsOf(info: WatermarkInfo): WatermarkSettings {
  const { image_url: _url, ...settings } = info;
  return { ...DEFAULT_WATERMARK, ...settings };
}

@injectable()
export class WatermarkStore {
  draft: WatermarkSettings = { ...DEFAULT_WATERMARK };
  saved: WatermarkSettings = { ...DEFAULT_WATERMARK };
  /** Address of the watermark image (preview). */
  imageUrl = '';
  loading = false;
  loadError: string | null = null;
  saving = false;
  /** Set once a save was attempted: the page then shows the first broken rule. */
  triedSave = false;

  constructor(@inject(RESOURCES_API) private readonly api: ResourcesApi) {
    makeAutoObservable<WatermarkStore, 'api'>(this, { api: false });
  }

  get problem(): string | null {
    return checkWatermark(this.draft);
  }

  get dirty(): boolean {
    return !same(this.draft, this.saved);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const info = await this.api.watermark();
      runInAction(() => this.adopt(info));
    } catch (error) {
      runInAction(() => {
        this.loadError = (error as Error).message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private adopt(info: WatermarkInfo): void {
    const settings = settingsOf(info);
    this.draft = settings;
    this.saved = { ...settings };
    this.imageUrl = info.image_url ?? '';
    this.triedSave = false;
  }

  set<K extends keyof WatermarkSettings>(key: K, value: WatermarkSettings[K]): void {
    this.draft = { ...this.draft, [key]: value };
  }

  /** The image chosen in the gallery picker becomes the watermark image. */
  setImage(row: ImageRow | undefined): void {
    if (!row || row.kind !== 'image') return;
    this.draft = { ...this.draft, type: 'image', image_id: row.id };
    this.imageUrl = row.url;
  }

  reset(): void {
    this.draft = { ...this.saved };
  }

  /** Saves when the rules pass; answers whether the server stored it. */
  async save(): Promise<boolean> {
    this.triedSave = true;
    if (this.problem) return false;
    this.saving = true;
    try {
      const info = await this.api.saveWatermark({ ...this.draft, text: this.draft.text.trim(), color: this.draft.color.toLowerCase() });
      runInAction(() => this.adopt(info));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
