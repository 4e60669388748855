// The tag list (search, paging, selection) with save, the show switch and deletion. The server
// decides uniqueness: its refusal (CONTENT_MSG.tagExists) is toasted and handed back to the dialog.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import type { Tag, TagSaveRequest } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { TagsApi } from '../api';
import { TAGS_API } from '../tokens';

export type SaveOutcome = { ok: true; id: number } | { ok: false; message: string };

@injectable()
export class TagsStore {
  readonly list: ListState<Tag>;
  selected: number[] = [];
  saving = false;
  busy = false;
  /** Tags whose show switch is on its way to the server. */
  toggling = new Set<number>();

  constructor(
    @inject(TAGS_API) private readonly api: TagsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<Tag>((query) => this.api.list(query));
    makeAutoObservable<TagsStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, list: false });
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Adds (no id) or updates a tag; tells the outcome, reloads the list on success. */
  async save(request: TagSaveRequest): Promise<SaveOutcome> {
    this.saving = true;
    try {
      const { id } = await this.api.save({ ...request, name: request.name.trim() });
      this.notifier.success(this.i18n.t('tags.list.saved'));
      await this.list.load();
      return { ok: true, id: id ?? request.id ?? 0 };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== 'aborted') this.notifier.error(message);
      return { ok: false, message };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The list's show switch: a save of the same tag with the new flag, shown at once. */
  async setShow(tag: Tag, show: boolean): Promise<boolean> {
    if (this.toggling.has(tag.id)) return false;
    const before = tag.show;
    this.toggling.add(tag.id);
    this.patch(tag.id, { show });
    try {
      await this.api.save({ id: tag.id, name: tag.name, show, sort: tag.sort });
      this.notifier.success(this.i18n.t(show ? 'tags.list.shown' : 'tags.list.hidden'));
      return true;
    } catch (error) {
      runInAction(() => this.patch(tag.id, { show: before }));
      this.notifier.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      runInAction(() => this.toggling.delete(tag.id));
    }
  }

  /** Deletes tags after the operator confirms, then reloads the list (if any went). */
  async remove(tags: Pick<Tag, 'id' | 'name'>[]): Promise<boolean> {
    if (tags.length === 0) return false;
    const content = tags.length === 1 ? this.i18n.t('tags.list.removeConfirm', { name: tags[0].name }) : this.i18n.t('tags.list.removeManyConfirm', { count: tags.length });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    const ids = tags.map((t) => t.id);
    runInAction(() => {
      this.busy = true;
    });
    const removed: number[] = [];
    try {
      // tagRemove takes one id: one call per tag, stopping at the first refusal.
      for (const id of ids) {
        await this.api.remove(id);
        removed.push(id);
      }
      this.notifier.success(this.i18n.t('tags.list.removed'));
      return true;
    } catch {
      // HttpService showed why.
      return false;
    } finally {
      runInAction(() => {
        this.selected = this.selected.filter((id) => !removed.includes(id));
      });
      if (removed.length > 0) await this.list.load();
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Deletes the selected tags (names from the rows on screen). */
  removeSelected(): Promise<boolean> {
    const rows = this.list.rows.filter((tag) => this.selected.includes(tag.id));
    return this.remove(rows.length > 0 ? rows : this.selected.map((id) => ({ id, name: `#${id}` })));
  }

  nameOf(id: number): string | undefined {
    return this.list.rows.find((tag) => tag.id === id)?.name;
  }

  private patch(id: number, patch: Partial<Tag>) {
    const row = this.list.rows.find((tag) => tag.id === id);
    if (row) Object.assign(row, patch);
  }
}
