// The gallery picker (§2 global dialog, §9: limit 1, file type 9 by default): browse, search and
// upload in place, choose up to `limit` files. With a limit of 1 a click replaces the choice.
import { makeObservable, override } from 'mobx';
import { FILE_TYPE, RESOURCE_PICKER_DEFAULTS, type GalleryPickerProps, type ImageRow } from '../../../shared/domain';
import type { ResourcesApi } from '../api';
import type { Uploader } from '../uploader';
import { LibraryBrowser } from './LibraryBrowser';

export const PICKER_MAX_LIMIT = 100;

/** The props as the picker uses them: limit a whole number 1–100 (default 1), file type 1 or 9 (default 9). */
export function pickerOptions(props: GalleryPickerProps = {}): { limit: number; fileType: 1 | 9 } {
  const raw = Number(props.limit ?? RESOURCE_PICKER_DEFAULTS.limit);
  const limit = Number.isFinite(raw) ? Math.min(PICKER_MAX_LIMIT, Math.max(1, Math.floor(raw))) : RESOURCE_PICKER_DEFAULTS.limit;
  const fileType = props.fileType === FILE_TYPE.image ? FILE_TYPE.image : FILE_TYPE.any;
  return { limit, fileType };
}

export class GalleryPickerStore extends LibraryBrowser {
  readonly limit: number;

  constructor(api: ResourcesApi, uploader: Uploader, props: GalleryPickerProps = {}) {
    const { limit, fileType } = pickerOptions(props);
    super(api, uploader, fileType);
    this.limit = limit;
    makeObservable(this, { toggle: override });
  }

  protected override get keepsSelectionAcrossFolders(): boolean {
    return true;
  }

  /** Whether the file may be chosen here (images only when the file type is 1). */
  accepts(row: ImageRow): boolean {
    return this.fileType === FILE_TYPE.any || row.kind === 'image';
  }

  get full(): boolean {
    return this.selected.size >= this.limit;
  }

  /**
   * Chooses or un-chooses a file. With limit 1 a new choice replaces the old one; otherwise a
   * choice beyond the limit is refused (answers false).
   */
  override toggle(row: ImageRow): boolean {
    if (this.selected.has(row.id)) {
      this.selected.delete(row.id);
      return true;
    }
    if (!this.accepts(row)) return false;
    if (this.limit === 1) {
      this.selected.clear();
      this.selected.set(row.id, row);
      return true;
    }
    if (this.full) return false;
    this.selected.set(row.id, row);
    return true;
  }

  /** What OK answers: the chosen files, in the order they were chosen. */
  get result(): ImageRow[] {
    return this.selectedRows;
  }

  /** A file uploaded here is chosen at once while there is room. */
  protected override onUploaded(row: ImageRow): void {
    if (this.accepts(row) && (this.limit === 1 || !this.full)) this.toggle(row);
  }
}
