// The member centre's console calls (admin/ucenterConfig, server/modules/members/centre): the four
// sections of 会员中心设置. Saves are silent: the tab shows the server's refusal on its field.
import type { HttpService } from '../../../kernel';
import { API } from '../../../shared/domain/api/endpoints';
import type {
  LoginConfigAnswer,
  PrivacyConfigAnswer,
  PrivacySaveRequest,
  RegisterConfigAnswer,
  SmsEquityAnswer,
} from '../../../shared/domain/members/centreApi';
import type { LoginConfig, RegisterConfig, SmsSwitches } from '../../../shared/domain/members/settings';

export class CentreApi {
  constructor(private readonly http: HttpService) {}

  registerConfig() {
    return this.http.call<RegisterConfigAnswer>(API.memberRegisterConfigGet);
  }
  saveRegisterConfig(config: RegisterConfig) {
    return this.http.call<RegisterConfigAnswer>(API.memberRegisterConfigSave, { body: { ...config } }, { silent: true });
  }
  loginConfig() {
    return this.http.call<LoginConfigAnswer>(API.memberLoginConfigGet);
  }
  saveLoginConfig(config: LoginConfig) {
    return this.http.call<LoginConfigAnswer>(API.memberLoginConfigSave, { body: { ...config } }, { silent: true });
  }
  privacyConfig() {
    return this.http.call<PrivacyConfigAnswer>(API.memberPrivacyConfigGet);
  }
  savePrivacyConfig(request: PrivacySaveRequest) {
    return this.http.call<PrivacyConfigAnswer>(API.memberPrivacyConfigSave, { body: { ...request } }, { silent: true });
  }
  /** 短信权益: an empty body reads it. */
  smsEquity() {
    return this.http.call<SmsEquityAnswer>(API.memberSmsEquity, { body: {} });
  }
  saveSmsSwitches(switches: Partial<SmsSwitches>) {
    return this.http.call<SmsEquityAnswer>(API.memberSmsEquity, { body: { ...switches } }, { silent: true });
  }
}
