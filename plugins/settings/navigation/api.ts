// 导航设置's calls (admin/navigation, server/modules/settings/navigation).
import type { HttpService } from '../../../kernel';
import { API, type ListData } from '../../../shared/domain';
import type { RecordLinkKind } from '../../../shared/domain/design/links';
import type {
  NavCreateRequest, NavItem, NavLinkOption, NavPosition, NavSaveRequest, NavSetLevelRequest, NavUpdateRequest,
} from '../../../shared/domain/settings/navigation';

export interface NavTreeData extends ListData<NavItem> {
  version: number;
}

export class NavigationApi {
  constructor(private readonly http: HttpService) {}

  tree(position: NavPosition) {
    return this.http.call<NavTreeData>(API.navList, { query: { position } });
  }
  /** Silent: the edit page shows its own 导航不存在 state. */
  detail(id: number) {
    return this.http.call<NavItem>(API.navDetail, { query: { id } }, { silent: true });
  }
  /** Silent: the edit page shows the refusal on the field it concerns. */
  create(request: NavCreateRequest) {
    return this.http.call<NavItem>(API.navCreate, { body: { ...request } }, { silent: true });
  }
  update(request: NavUpdateRequest) {
    return this.http.call<NavItem>(API.navUpdate, { body: { ...request } }, { silent: true });
  }
  /** Not silent: 请先删除子导航 is shown as the server words it. */
  remove(id: number) {
    return this.http.call<{ removed: number }>(API.navRemove, { body: { id } });
  }
  setShow(id: number, show: 0 | 1) {
    return this.http.call<{ id: number; show: 0 | 1 }>(API.navSetShow, { body: { id, show } });
  }
  save(request: NavSaveRequest & { version: number }) {
    return this.http.call<{ changed: number; version: number }>(API.navSave, { body: { ...request } });
  }
  setLevel(request: NavSetLevelRequest) {
    return this.http.call<{ changed: number }>(API.navSetLevel, { body: { ...request } });
  }
  copyTopToPhone() {
    return this.http.call<{ copied: number }>(API.navCopy, { body: {} });
  }
  linkOptions(kind: RecordLinkKind, query: { keyword?: string; id?: number; page?: number; rows?: number }) {
    const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
    return this.http.call<ListData<NavLinkOption>>(API.navLinkOptions, { query: { kind, ...clean } }, { silent: true });
  }
}
