// The application centre's calls: the site's apps with their states, the switch, 熊掌号's settings.
import type { HttpService } from '../../kernel';
import { API } from '../../shared/domain';
import type { AppListAnswer, AppState, BearspawAnswer, BearspawSaveRequest } from '../../shared/domain/apps';

export class AppCenterApi {
  constructor(private readonly http: HttpService) {}

  list(): Promise<AppListAnswer> {
    return this.http.call<AppListAnswer>(API.appList);
  }

  setEnabled(key: string, enabled: boolean): Promise<AppState> {
    return this.http.call<AppState>(API.appSwitch, { body: { key, enabled } });
  }

  bearspaw(): Promise<BearspawAnswer> {
    return this.http.call<BearspawAnswer>(API.bearspawGet);
  }

  saveBearspaw(body: BearspawSaveRequest): Promise<BearspawAnswer> {
    return this.http.call<BearspawAnswer>(API.bearspawSave, { body: { ...body } });
  }
}
