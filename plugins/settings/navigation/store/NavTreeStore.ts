// 导航设置's trees: the navigation shown (顶部导航, 手机导航, 底部导航), each loaded with its version;
// a drag turned into the new tree by the shared rule book (too deep or under itself is refused here
// with its message and nothing is sent), shown at once and saved whole (saveNav from the version
// read; a tree changed meanwhile is reloaded); the menu's 上移/下移/升级/降级 through setLevel; the
// show switch; removal (an item with children: 请先删除子导航, else confirmed first); and 复制顶部导航
// onto 手机导航 after a confirmation.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import {
  findNav, moveNav, NAV_LIMITS, NAV_MSG, navDepthOf, navHeightOf, navPlacesOf, type NavDropPlace, type NavItem, type NavPosition,
} from '../../../../shared/domain/settings/navigation';
import type { NavigationApi } from '../api';
import { NAVIGATION_API } from '../tokens';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface TreeState {
  items: NavItem[];
  version: number;
  loaded: boolean;
  error: string | null;
}

const empty = (): TreeState => ({ items: [], version: 0, loaded: false, error: null });

@injectable()
export class NavTreeStore {
  position: NavPosition = 'top';
  trees: Record<NavPosition, TreeState> = { top: empty(), phone: empty(), bottom: empty() };
  loading = false;
  /** A move, a switch, a removal or a copy on its way to the server. */
  busy = false;

  constructor(
    @inject(NAVIGATION_API) private readonly api: NavigationApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<NavTreeStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`settings.navigation.${key}`, params);
  }

  get current(): TreeState {
    return this.trees[this.position];
  }

  /** Items of the navigation shown, every level. */
  get count(): number {
    const walk = (items: NavItem[]): number => items.reduce((n, i) => n + 1 + walk(i.children), 0);
    return walk(this.current.items);
  }

  item(id: number): NavItem | undefined {
    return findNav(this.current.items, id);
  }

  /** Whether another level may go below the item (添加子导航). */
  canAddChild(id: number): boolean {
    return navDepthOf(this.current.items, id) < NAV_LIMITS.depth;
  }

  show(position: NavPosition): Promise<void> {
    this.position = position;
    return this.load(position);
  }

  async load(position: NavPosition = this.position): Promise<void> {
    this.loading = true;
    try {
      const data = await this.api.tree(position);
      runInAction(() => {
        this.trees[position] = { items: data.rows ?? [], version: data.version, loaded: true, error: null };
      });
    } catch (error) {
      runInAction(() => {
        this.trees[position].error = message(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Whether a drag may drop there (the tree offers only allowed places). */
  canDrop(dragId: number, targetId: number, place: NavDropPlace): boolean {
    return moveNav(this.current.items, dragId, targetId, place).ok;
  }

  /** A drag: before, inside (last child) or after the target; saved as the whole tree. */
  async move(dragId: number, targetId: number, place: NavDropPlace): Promise<boolean> {
    if (this.busy) return false;
    const position = this.position;
    const state = this.trees[position];
    const moved = moveNav(state.items, dragId, targetId, place);
    if (!moved.ok) {
      this.notifier.warning(moved.message);
      return false;
    }
    this.busy = true;
    state.items = moved.tree;
    try {
      const saved = await this.api.save({ position, version: state.version, items: navPlacesOf(moved.tree) });
      runInAction(() => {
        state.version = saved.version;
      });
      this.notifier.success(this.t('orderSaved'));
      return true;
    } catch {
      // HttpService showed why (导航已被修改，请刷新后重试 …); the server's tree is the truth.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
      await this.load(position);
    }
  }

  /** The siblings of an item, its parent's id and its index among them. */
  private placeOf(id: number): { siblings: NavItem[]; parentId: number; index: number } | null {
    const search = (items: NavItem[], parentId: number): ReturnType<NavTreeStore['placeOf']> => {
      const index = items.findIndex((i) => i.id === id);
      if (index >= 0) return { siblings: items, parentId, index };
      for (const item of items) {
        const found = search(item.children, item.id);
        if (found) return found;
      }
      return null;
    };
    return search(this.current.items, 0);
  }

  /** What the item's menu offers: 上移, 下移, 降级 (under the sibling above), 升级 (after its parent). */
  moves(id: number): { up: boolean; down: boolean; indent: boolean; outdent: boolean } {
    const place = this.placeOf(id);
    const item = this.item(id);
    if (!place || !item) return { up: false, down: false, indent: false, outdent: false };
    const above = place.siblings[place.index - 1];
    return {
      up: place.index > 0,
      down: place.index < place.siblings.length - 1,
      indent: Boolean(above) && navDepthOf(this.current.items, above.id) + navHeightOf(item) <= NAV_LIMITS.depth,
      outdent: place.parentId !== 0,
    };
  }

  /** The menu's moves (keyboard friendly), each one setLevel call. */
  async shift(id: number, how: 'up' | 'down' | 'indent' | 'outdent'): Promise<boolean> {
    const place = this.placeOf(id);
    if (!place || this.busy) return false;
    let target: { parent_id: number; index: number };
    if (how === 'up') target = { parent_id: place.parentId, index: place.index - 1 };
    else if (how === 'down') target = { parent_id: place.parentId, index: place.index + 1 };
    else if (how === 'indent') {
      const above = place.siblings[place.index - 1];
      if (!above) return false;
      target = { parent_id: above.id, index: above.children.length };
    } else {
      const parent = this.placeOf(place.parentId);
      if (!parent) return false;
      target = { parent_id: parent.parentId, index: parent.index + 1 };
    }
    return this.write(() => this.api.setLevel({ id, ...target }), this.t('orderSaved'));
  }

  async toggleShow(item: NavItem, show: boolean): Promise<boolean> {
    return this.write(() => this.api.setShow(item.id, show ? 1 : 0), this.t(show ? 'shown' : 'hidden', { name: item.name }));
  }

  async remove(item: NavItem): Promise<boolean> {
    if (item.children.length) {
      this.notifier.warning(NAV_MSG.hasChildren);
      return false;
    }
    const ok = await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('removeConfirm', { name: item.name }), danger: true });
    if (!ok) return false;
    return this.write(() => this.api.remove(item.id), this.t('removed'));
  }

  /** 复制顶部导航到手机导航: confirmed first (the phone navigation is replaced), then shown. */
  async copyTopToPhone(): Promise<boolean> {
    if (this.busy) return false;
    if (!this.trees.phone.loaded) await this.load('phone');
    const phoneCount = this.trees.phone.items.length;
    const content = phoneCount ? this.t('copyConfirmReplace') : this.t('copyConfirm');
    if (!(await this.notifier.confirm({ title: this.t('copyTitle'), content, danger: phoneCount > 0 }))) return false;
    this.busy = true;
    try {
      const { copied } = await this.api.copyTopToPhone();
      this.notifier.success(this.t('copied', { count: copied }));
      runInAction(() => {
        this.position = 'phone';
      });
      await Promise.all([this.load('phone'), this.load('top')]);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private async write(call: () => Promise<unknown>, success: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await call();
      this.notifier.success(success);
      return true;
    } catch {
      // HttpService showed the server's reason.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
      await this.load();
    }
  }
}
