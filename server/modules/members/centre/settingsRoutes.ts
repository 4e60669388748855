// 会员中心设置 (issue 13 §5): GET and POST ucenterConfig/registerConfig, loginConfig, privacyConfig, and
// POST smsEquity, all member_manage and scoped to the caller's active site. Every save is checked by
// centreRules (the tab runs the same checks first); the privacy documents are sanitised here and
// each change of them is a new version kept in member_privacy_versions.
import {
  CENTRE_MSG,
  checkLoginConfig,
  checkPrivacyConfig,
  checkRegisterConfig,
  checkSmsSwitches,
  DOCUMENT_MAX_LENGTH,
  FIELD_MODES,
  RESERVED_NAME_MAX_LENGTH,
  RESERVED_NAMES_MAX,
  type CentreRefusal,
} from '../../../../shared/domain/members/centreRules';
import type {
  LoginConfigAnswer,
  PrivacyConfigAnswer,
  PrivacySaveRequest,
  RegisterConfigAnswer,
  SmsEquityAnswer,
} from '../../../../shared/domain/members/centreApi';
import { PROFILE_FIELDS, REGISTER_METHODS, type LoginConfig, type RegisterConfig, type SmsSwitches } from '../../../../shared/domain/members/settings';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { arr, bool, EMPTY, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';
import { sanitizeRichText } from '../../../core/services/sanitize';
import { activeSite } from '../../../core/services/siteScope';
import { MEMBER_KEY } from '../core/keys';
import { loadMemberSettings } from '../core/settings';
import { saveSettingsSection } from './saveSettings';
import { readSmsQuota } from './smsQuota';

const access = { permission: MEMBER_KEY } as const;

function refuse(refusal: CentreRefusal | null): void {
  if (refusal) throw new ApiError(400, refusal.message, { field: refusal.field });
}

const smsOn = (deps: AppDeps, switches: SmsSwitches): SmsSwitches => {
  const configured = deps.providers.isConfigured('sms');
  return { register: configured && switches.register, login: configured && switches.login, recover: configured && switches.recover };
};

async function ranksOf(deps: AppDeps, siteId: number) {
  return deps.db.selectFrom('member_ranks').select(['id', 'name', 'level', 'is_default']).where('site_id', '=', siteId).orderBy('level').orderBy('id').execute();
}

const REGISTER_BODY = obj({
  open: bool(),
  methods: { ...arr(oneOf(REGISTER_METHODS), 0, REGISTER_METHODS.length), uniqueItems: true },
  phoneVerify: bool(),
  review: bool(),
  defaultRankId: int(0, MAX_ID),
  fields: obj(Object.fromEntries(PROFILE_FIELDS.map((f) => [f, oneOf(FIELD_MODES)])), [...PROFILE_FIELDS]),
  reservedNames: arr(str(RESERVED_NAME_MAX_LENGTH), 0, RESERVED_NAMES_MAX),
  password: obj({ minLength: int(0, 100), lettersAndDigits: bool() }, ['minLength', 'lettersAndDigits']),
}, ['open', 'methods', 'phoneVerify', 'review', 'defaultRankId', 'fields', 'reservedNames', 'password']);

const LOGIN_BODY = obj({
  byPassword: bool(),
  bySms: bool(),
  maxFailures: int(0, 100_000),
  lockMinutes: int(0, 100_000),
  rememberDays: int(0, 100_000),
}, ['byPassword', 'bySms', 'maxFailures', 'lockMinutes', 'rememberDays']);

async function registerAnswer(deps: AppDeps, siteId: number): Promise<RegisterConfigAnswer> {
  const settings = await loadMemberSettings(deps.db, siteId);
  return { siteId, config: settings.register, ranks: await ranksOf(deps, siteId), smsRegisterOn: smsOn(deps, settings.sms).register };
}

async function loginAnswer(deps: AppDeps, siteId: number): Promise<LoginConfigAnswer> {
  const settings = await loadMemberSettings(deps.db, siteId);
  return { config: settings.login, smsLoginOn: smsOn(deps, settings.sms).login };
}

async function privacyAnswer(deps: AppDeps, siteId: number): Promise<PrivacyConfigAnswer> {
  const settings = await loadMemberSettings(deps.db, siteId);
  const versions = await deps.db.selectFrom('member_privacy_versions').select(['version', 'operator', 'created_at'])
    .where('site_id', '=', siteId).orderBy('version', 'desc').limit(20).execute();
  return { config: settings.privacy, versions: versions.map((v) => ({ ...v, created_at: Number(v.created_at) })) };
}

async function smsAnswer(deps: AppDeps, siteId: number): Promise<SmsEquityAnswer> {
  const settings = await loadMemberSettings(deps.db, siteId);
  const configured = deps.providers.isConfigured('sms');
  const quota = await readSmsQuota(deps.db, siteId, deps.now());
  const message = !configured ? CENTRE_MSG.smsUnconfigured : quota.quotaLeft <= 0 ? CENTRE_MSG.smsNoQuota : null;
  return { configured, message, ...quota, switches: smsOn(deps, settings.sms) };
}

export const settingsRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, RegisterConfigAnswer>('memberRegisterConfigGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      return registerAnswer(ctx.deps, (await activeSite(ctx)).id);
    },
  }),
  route<Record<string, never>, RegisterConfig, RegisterConfigAnswer>('memberRegisterConfigSave', {
    access, mutates: true, schema: { querystring: EMPTY, body: REGISTER_BODY },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const settings = await loadMemberSettings(deps.db, site.id);
      const ranks = await ranksOf(deps, site.id);
      const config: RegisterConfig = { ...ctx.body, reservedNames: [...new Set(ctx.body.reservedNames.map((n) => n.trim()))] };
      refuse(checkRegisterConfig(config, { rankIds: ranks.map((r) => r.id), smsRegisterOn: smsOn(deps, settings.sms).register }));
      await saveSettingsSection(deps.db, site.id, 'register_json', config, deps.now());
      ctx.note({ detail: '保存会员注册设置' });
      return registerAnswer(deps, site.id);
    },
  }),
  route<Record<string, never>, undefined, LoginConfigAnswer>('memberLoginConfigGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      return loginAnswer(ctx.deps, (await activeSite(ctx)).id);
    },
  }),
  route<Record<string, never>, LoginConfig, LoginConfigAnswer>('memberLoginConfigSave', {
    access, mutates: true, schema: { querystring: EMPTY, body: LOGIN_BODY },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const settings = await loadMemberSettings(deps.db, site.id);
      refuse(checkLoginConfig(ctx.body, { smsLoginOn: smsOn(deps, settings.sms).login }));
      await saveSettingsSection(deps.db, site.id, 'login_json', ctx.body, deps.now());
      ctx.note({ detail: '保存会员登录设置' });
      return loginAnswer(deps, site.id);
    },
  }),
  route<Record<string, never>, undefined, PrivacyConfigAnswer>('memberPrivacyConfigGet', {
    access, mutates: false, schema: { querystring: EMPTY },
    async handler(ctx) {
      return privacyAnswer(ctx.deps, (await activeSite(ctx)).id);
    },
  }),
  route<Record<string, never>, PrivacySaveRequest, PrivacyConfigAnswer>('memberPrivacyConfigSave', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ agreement: str(DOCUMENT_MAX_LENGTH * 2), privacy: str(DOCUMENT_MAX_LENGTH * 2), mustAgree: bool() }, ['agreement', 'privacy', 'mustAgree']) },
    async handler(ctx) {
      const { deps } = ctx;
      const auth = signedIn(ctx);
      const site = await activeSite(ctx);
      const agreement = sanitizeRichText(ctx.body.agreement);
      const privacy = sanitizeRichText(ctx.body.privacy);
      refuse(checkPrivacyConfig({ agreement, privacy }));
      const now = deps.now();
      try {
        await deps.db.transaction().execute(async (trx) => {
          const current = await loadMemberSettings(trx, site.id);
          let version = current.privacy.version;
          // A new version only when a document changed: consents name the text they agreed to.
          if (agreement !== current.privacy.agreement || privacy !== current.privacy.privacy || version === 0) {
            version += 1;
            await trx.insertInto('member_privacy_versions').values({
              site_id: site.id, version, agreement, privacy, account_id: auth.account.id, operator: auth.account.login_name.slice(0, 64), created_at: now,
            }).execute();
          }
          await saveSettingsSection(trx, site.id, 'privacy_json', { agreement, privacy, mustAgree: ctx.body.mustAgree, version }, now);
          ctx.note({ detail: `保存用户协议与隐私政策（版本 ${version}）` });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, '协议已被他人修改，请刷新后重试');
        throw err;
      }
      return privacyAnswer(deps, site.id);
    },
  }),
  route<Record<string, never>, Partial<SmsSwitches>, SmsEquityAnswer>('memberSmsEquity', {
    access, mutates: true,
    schema: { querystring: EMPTY, body: obj({ register: bool(), login: bool(), recover: bool() }) },
    async handler(ctx) {
      const { deps } = ctx;
      const site = await activeSite(ctx);
      const body = ctx.body ?? {};
      // An empty body reads (the tab opening); switches in it save them.
      if (Object.keys(body).length === 0) {
        ctx.request.auditDone = true;
        return smsAnswer(deps, site.id);
      }
      const settings = await loadMemberSettings(deps.db, site.id);
      const next: SmsSwitches = { ...settings.sms, ...body };
      refuse(checkSmsSwitches(next, { configured: deps.providers.isConfigured('sms'), register: settings.register, login: settings.login }));
      await saveSettingsSection(deps.db, site.id, 'sms_json', next, deps.now());
      ctx.note({ detail: `短信权益：注册验证码${next.register ? '开' : '关'}，登录验证码${next.login ? '开' : '关'}，找回密码${next.recover ? '开' : '关'}` });
      return smsAnswer(deps, site.id);
    },
  }),
];
