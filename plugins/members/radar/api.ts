// The radar page's calls (admin/businessRadar, server/modules/members/radar).
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain';
import type {
  RadarListAnswer,
  RadarListQuery,
  RadarServerInfo,
  RadarStateInfo,
  RadarVisitorDetail,
} from '../../../shared/domain/members/radarApi';

function compact<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export class RadarApi {
  constructor(private readonly http: HttpService) {}

  checkServer() {
    return this.http.call<RadarServerInfo>(API.radarCheckServer, {});
  }
  state() {
    return this.http.call<RadarStateInfo>(API.radarState, {});
  }
  list(query: RadarListQuery) {
    return this.http.call<RadarListAnswer>(API.radarList, { query: compact(query) });
  }
  visitor(id: number) {
    return this.http.call<RadarVisitorDetail>(API.radarVisitor, { query: { id } });
  }
  open() {
    return this.http.call<null>(API.radarOpen, { body: {} });
  }
  close() {
    return this.http.call<null>(API.radarClose, { body: {} });
  }
  syncSiteName() {
    return this.http.call<{ siteName: string }>(API.radarSyncSiteName, {});
  }
}
