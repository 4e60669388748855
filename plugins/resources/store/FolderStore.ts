// The folder tree of the image library: load, add, rename, remove. Refusals by the server (a
// duplicate name, a non-empty folder) are toasted by the kernel's §8 catalogue; the actions answer
// whether they succeeded.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ImageFolder } from '../../../shared/domain';
import type { ResourcesApi } from '../api';

export interface FlatFolder {
  id: number;
  name: string;
  parentId: number;
  depth: number;
  /** "企业风采 / 展会现场" */
  path: string;
}

/** The tree in display order, each folder with its depth (1 = top level) and path. */
export function flattenFolders(tree: readonly ImageFolder[]): FlatFolder[] {
  const out: FlatFolder[] = [];
  const walk = (nodes: readonly ImageFolder[], depth: number, prefix: string) => {
    for (const n of nodes) {
      const path = prefix ? `${prefix} / ${n.name}` : n.name;
      out.push({ id: n.id, name: n.name, parentId: n.parent_id, depth, path });
      walk(n.children, depth + 1, path);
    }
  };
  walk(tree, 1, '');
  return out;
}

export class FolderStore {
  tree: ImageFolder[] = [];
  loading = false;
  error: string | null = null;
  loaded = false;

  constructor(private readonly api: ResourcesApi) {
    makeAutoObservable<FolderStore, 'api'>(this, { api: false });
  }

  get flat(): FlatFolder[] {
    return flattenFolders(this.tree);
  }

  find(id: number): FlatFolder | undefined {
    return this.flat.find((f) => f.id === id);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const tree = await this.api.folders();
      runInAction(() => {
        this.tree = tree ?? [];
        this.loading = false;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.error = (error as Error).message;
      });
    }
  }

  async mkdir(name: string, parentId: number): Promise<ImageFolder | null> {
    try {
      const folder = await this.api.mkdir(name.trim(), parentId);
      await this.load();
      return folder;
    } catch {
      return null;
    }
  }

  async rename(id: number, name: string): Promise<boolean> {
    try {
      await this.api.renameFolder(id, name.trim());
      await this.load();
      return true;
    } catch {
      return false;
    }
  }

  async remove(id: number): Promise<boolean> {
    try {
      await this.api.removeFolder(id);
      await this.load();
      return true;
    } catch {
      return false;
    }
  }
}
