// What the visitors' pages are told of a site's settings (GET sitePlugin/member/config): each setting
// as it takes effect now — SMS parts only while SMS is configured and switched on, and password
// sign-in kept when SMS was the only way in and is no longer available.
import type { MemberPublicConfig } from '../../../../shared/domain/members/centreApi';
import { registerFieldMode } from '../../../../shared/domain/members/centreRules';
import { PROFILE_FIELDS, type MemberSettings, type ProfileField, type ProfileFieldMode } from '../../../../shared/domain/members/settings';
import type { AppDeps } from '../../../core/http/routeDef';

export interface EffectiveSettings {
  settings: MemberSettings;
  smsRegister: boolean;
  smsLogin: boolean;
  smsRecover: boolean;
  phoneVerify: boolean;
  byPassword: boolean;
  bySms: boolean;
  mustAgree: boolean;
}

export function effective(deps: AppDeps, settings: MemberSettings): EffectiveSettings {
  const configured = deps.providers.isConfigured('sms');
  const smsRegister = configured && settings.sms.register;
  const smsLogin = configured && settings.sms.login;
  const bySms = settings.login.bySms && smsLogin;
  const hasDocuments = settings.privacy.agreement !== '' || settings.privacy.privacy !== '';
  return {
    settings,
    smsRegister,
    smsLogin,
    smsRecover: configured && settings.sms.recover,
    phoneVerify: settings.register.phoneVerify && smsRegister,
    byPassword: settings.login.byPassword || !bySms,
    bySms,
    mustAgree: settings.privacy.mustAgree && hasDocuments,
  };
}

export function publicConfigOf(site: { id: number; name: string }, e: EffectiveSettings): Omit<MemberPublicConfig, 'member'> {
  const { register, login, privacy } = e.settings;
  // The chosen method's own field is required on top of these (registerFieldMode with the method).
  const fields = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, registerFieldMode(register, f)])) as Record<ProfileField, ProfileFieldMode>;
  return {
    siteId: site.id,
    siteName: site.name,
    register: { open: register.open, methods: register.methods, phoneVerify: e.phoneVerify, fields, password: register.password, mustAgree: e.mustAgree },
    login: { byPassword: e.byPassword, bySms: e.bySms, rememberDays: login.rememberDays },
    recover: e.smsRecover,
    privacy: { agreement: privacy.agreement, privacy: privacy.privacy, version: privacy.version },
  };
}
