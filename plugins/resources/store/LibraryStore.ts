// The library page (/zhResource/index): the shared browser plus what only the page does —
// rename, move and remove files, and the grid/list view choice.
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import type { ImageRow } from '../../../shared/domain';
import type { ResourcesApi } from '../api';
import { RESOURCES_API, UPLOADER } from '../tokens';
import type { Uploader } from '../uploader';
import { LibraryBrowser } from './LibraryBrowser';

export type ViewMode = 'grid' | 'list';

@injectable()
export class LibraryStore extends LibraryBrowser {
  view: ViewMode = 'grid';

  constructor(@inject(RESOURCES_API) api: ResourcesApi, @inject(UPLOADER) uploader: Uploader) {
    super(api, uploader);
    makeObservable(this, { view: observable, setView: action, selectPage: action });
  }

  setView(view: ViewMode): void {
    this.view = view;
  }

  /** Selects every file of the page shown, or clears the selection when all of them already are. */
  selectPage(): void {
    const rows = this.list.rows;
    if (rows.length > 0 && rows.every((r) => this.selected.has(r.id))) {
      this.selected.clear();
      return;
    }
    for (const r of rows) this.selected.set(r.id, r);
  }

  async rename(row: ImageRow, name: string): Promise<boolean> {
    try {
      await this.api.rename(row.id, name.trim());
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }

  async move(ids: number[], dirId: number): Promise<boolean> {
    if (ids.length === 0) return false;
    try {
      await this.api.move(ids, dirId);
      this.clearSelection();
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }

  async remove(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    try {
      await this.api.remove(ids);
      this.clearSelection();
      await this.list.load();
      return true;
    } catch {
      return false;
    }
  }

  /** A removed folder that was open: back to all files. */
  async removeFolder(id: number): Promise<boolean> {
    const ok = await this.folders.remove(id);
    if (ok && this.current === id) this.selectFolder('all');
    return ok;
  }
}
