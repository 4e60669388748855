// 会员中心设置: the four sections, each saved by itself. A save is checked by the same centreRules the
// server runs (with what the section's answer says of the site: its ranks, whether SMS is on), so
// most refusals appear on the field at once; the server's own refusal is shown the same way.
import { inject, injectable } from 'inversify';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import type { LoginConfigAnswer, PrivacyConfigAnswer, PrivacySaveRequest, RegisterConfigAnswer, SmsEquityAnswer } from '../../../../shared/domain/members/centreApi';
import { checkLoginConfig, checkPrivacyConfig, checkRegisterConfig, checkSmsSwitches } from '../../../../shared/domain/members/centreRules';
import { DEFAULT_MEMBER_SETTINGS, type LoginConfig, type RegisterConfig, type SmsSwitches } from '../../../../shared/domain/members/settings';
import type { CentreApi } from '../api';
import { CENTRE_API } from '../tokens';
import { SectionState, type SaveResult } from './SectionState';

export type CentreSection = 'register' | 'login' | 'privacy' | 'sms';

@injectable()
export class CentreSettingsStore {
  readonly register: SectionState<RegisterConfigAnswer>;
  readonly login: SectionState<LoginConfigAnswer>;
  readonly privacy: SectionState<PrivacyConfigAnswer>;
  readonly sms: SectionState<SmsEquityAnswer>;

  constructor(
    @inject(CENTRE_API) private readonly api: CentreApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.register = new SectionState(() => api.registerConfig());
    this.login = new SectionState(() => api.loginConfig());
    this.privacy = new SectionState(() => api.privacyConfig());
    this.sms = new SectionState(() => api.smsEquity());
  }

  /** Loads a section (again: another section's save may have changed what it may offer). */
  open(section: CentreSection): Promise<void> {
    return this[section].load();
  }

  private done(result: SaveResult): SaveResult {
    if (result.ok) this.notifier.success(this.i18n.t('members.centre.saved'));
    else this.notifier.error(result.message);
    return result;
  }

  async saveRegister(config: RegisterConfig): Promise<SaveResult> {
    const answer = this.register.data;
    const refusal = checkRegisterConfig(config, { rankIds: answer?.ranks.map((r) => r.id) ?? [], smsRegisterOn: answer?.smsRegisterOn ?? false });
    return this.done(await this.register.save(refusal, () => this.api.saveRegisterConfig(config)));
  }

  async saveLogin(config: LoginConfig): Promise<SaveResult> {
    const refusal = checkLoginConfig(config, { smsLoginOn: this.login.data?.smsLoginOn ?? false });
    return this.done(await this.login.save(refusal, () => this.api.saveLoginConfig(config)));
  }

  async savePrivacy(request: PrivacySaveRequest): Promise<SaveResult> {
    return this.done(await this.privacy.save(checkPrivacyConfig(request), () => this.api.savePrivacyConfig(request)));
  }

  /** One switch of 短信权益, checked against the 注册 and 登录 sections as last loaded (the server checks the saved ones). */
  async setSmsSwitch(name: keyof SmsSwitches, on: boolean): Promise<SaveResult> {
    const answer = this.sms.data;
    if (!answer) return { ok: false, field: name, message: '' };
    const next = { ...answer.switches, [name]: on };
    const refusal = checkSmsSwitches(next, {
      configured: answer.configured,
      register: this.register.data?.config ?? DEFAULT_MEMBER_SETTINGS.register,
      login: this.login.data?.config ?? DEFAULT_MEMBER_SETTINGS.login,
    });
    return this.done(await this.sms.save(refusal, () => this.api.saveSmsSwitches({ [name]: on })));
  }
}
