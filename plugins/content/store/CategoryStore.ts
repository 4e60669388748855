// Category trees per article type, cached, with save and remove (refusals come from the server).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ArticleType, Category, CategorySaveRequest } from '../../../shared/domain';
import type { ContentApi } from '../api';
import { CONTENT_API } from '../tokens';

@injectable()
export class CategoryStore {
  trees = new Map<ArticleType, Category[]>();
  loading = new Set<ArticleType>();

  constructor(@inject(CONTENT_API) private readonly api: ContentApi) {
    makeAutoObservable<CategoryStore, 'api'>(this, { api: false });
  }

  tree(type: ArticleType): Category[] {
    return this.trees.get(type) ?? [];
  }

  async load(type: ArticleType): Promise<void> {
    this.loading.add(type);
    try {
      const tree = await this.api.categories(type);
      runInAction(() => this.trees.set(type, Array.isArray(tree) ? tree : []));
    } finally {
      runInAction(() => this.loading.delete(type));
    }
  }

  /** Name of a category anywhere in a type's tree. */
  nameOf(type: ArticleType, id: number): string {
    const walk = (nodes: Category[]): string | undefined => {
      for (const node of nodes) {
        if (node.id === id) return node.name;
        const found = walk(node.children ?? []);
        if (found) return found;
      }
      return undefined;
    };
    return walk(this.tree(type)) ?? '';
  }

  async save(request: CategorySaveRequest): Promise<boolean> {
    try {
      await this.api.saveCategory(request);
      await this.load(request.type);
      return true;
    } catch {
      return false;
    }
  }

  async remove(type: ArticleType, id: number): Promise<boolean> {
    try {
      await this.api.removeCategory(id);
      await this.load(type);
      return true;
    } catch {
      return false;
    }
  }
}
