// The resources plugin's calls (api-facts admin/image) and the watermark.
import type { HttpService } from '../../kernel';
import {
  API,
  type ImageFolder,
  type ImageListQuery,
  type ImageRow,
  type ListData,
  type WatermarkSettings,
} from '../../shared/domain';

/**
 * What watermarkGet / watermarkSave answer: the settings plus the address of the watermark image
 * (so the page can preview it without looking the image up). Ask: add to shared/domain/api/content.ts.
 */
export interface WatermarkInfo extends WatermarkSettings {
  image_url: string;
}

/** Drops undefined and empty values so queries carry only what the user chose. */
function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class ResourcesApi {
  constructor(private readonly http: HttpService) {}

  list(query: ImageListQuery) {
    return this.http.call<ListData<ImageRow>>(API.imageList, { query: compact(query) });
  }
  folders() {
    return this.http.call<ImageFolder[]>(API.imageFolders);
  }
  mkdir(name: string, parentId: number) {
    return this.http.call<ImageFolder>(API.imageMkdir, { body: { name, parent_id: parentId } });
  }
  renameFolder(id: number, name: string) {
    return this.http.call<ImageFolder>(API.imageRenameFolder, { body: { id, name } });
  }
  removeFolder(id: number) {
    return this.http.call<null>(API.imageRemoveFolder, { body: { id } });
  }
  move(ids: number[], dirId: number) {
    return this.http.call<{ moved: number }>(API.imageMove, { body: { ids, dir_id: dirId } });
  }
  rename(id: number, name: string) {
    return this.http.call<ImageRow>(API.imageRename, { body: { id, name } });
  }
  remove(ids: number[]) {
    return this.http.call<{ removed: number }>(API.imageRemove, { body: { ids } });
  }
  watermark() {
    return this.http.call<WatermarkInfo>(API.watermarkGet);
  }
  /** image_id travels only when there is one (the server's schema has no nullable numbers). */
  saveWatermark(settings: WatermarkSettings) {
    const { image_id: imageId, ...rest } = settings;
    return this.http.call<WatermarkInfo>(API.watermarkSave, { body: imageId ? { ...rest, image_id: imageId } : { ...rest } });
  }
}
