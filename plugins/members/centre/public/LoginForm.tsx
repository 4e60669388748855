// 登录: by account (or phone, or e-mail) and password, or by phone and SMS code, as the site allows;
// 记住我 for the site's number of days. Refusals (账号或密码错误, the lock, 已被禁用, 审核中) are the
// server's words, shown above the form.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../../kernel';
import type { MemberPublicConfig, PublicMember } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, CODE_PATTERN } from '../../../../shared/domain/members/centreRules';
import { checkPhone } from '../../../../shared/domain/members/memberRules';
import { Field } from './Field';
import { problemOf, type Problem } from './formProblem';
import type { MemberPublicApi } from './publicApi';
import { SmsCodeButton } from './SmsCodeButton';

export function LoginForm({ api, config, onDone }: { api: MemberPublicApi; config: MemberPublicConfig; onDone(member: PublicMember): void }) {
  const t = useT();
  const [method, setMethod] = useState<'password' | 'sms'>(config.login.byPassword ? 'password' : 'sms');
  const [v, setV] = useState({ identifier: '', password: '', phone: '', code: '' });
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const phoneProblem = () => (v.phone.trim() === '' ? CENTRE_MSG.phoneRequired : checkPhone(v.phone.trim()));

  const check = (): Problem => {
    if (method === 'password') {
      if (v.identifier.trim() === '') return { field: 'identifier', message: t('members.centre.public.identifierRequired') };
      if (v.password === '') return { field: 'password', message: t('members.centre.public.passwordRequired') };
      return null;
    }
    const phone = phoneProblem();
    if (phone) return { field: 'phone', message: phone };
    if (!CODE_PATTERN.test(v.code.trim())) return { field: 'code', message: v.code.trim() === '' ? CENTRE_MSG.codeRequired : CENTRE_MSG.codeFormat };
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check();
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      const member = await api.login(method === 'password'
        ? { siteId: config.siteId, method, identifier: v.identifier.trim(), password: v.password, remember }
        : { siteId: config.siteId, method, phone: v.phone.trim(), code: v.code.trim(), remember });
      onDone(member);
    } catch (error) {
      setProblem(problemOf(error, t('kernel.http.network')));
    } finally {
      setSending(false);
    }
  };

  const methods = [...(config.login.byPassword ? ['password' as const] : []), ...(config.login.bySms ? ['sms' as const] : [])];
  return (
    <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('members.centre.pages.login')}>
      {methods.length > 1 && (
        <div className="mp-tabs" role="tablist">
          {methods.map((m) => (
            <button key={m} type="button" role="tab" aria-selected={m === method} className={`mp-tab${m === method ? ' mp-tab-active' : ''}`} onClick={() => { setMethod(m); setProblem(null); }}>
              {t(`members.centre.public.loginBy.${m}`)}
            </button>
          ))}
        </div>
      )}
      {problem && !problem.field && <div className="mp-alert" role="alert">{problem.message}</div>}
      {method === 'password' ? (
        <>
          <Field id="mp-identifier" label={t('members.centre.public.identifier')} value={v.identifier} onChange={set('identifier')} required error={errorOf('identifier')} autoComplete="username" maxLength={254} />
          <Field id="mp-password" type="password" label={t('members.centre.public.password')} value={v.password} onChange={set('password')} required error={errorOf('password')} autoComplete="current-password" maxLength={64} />
        </>
      ) : (
        <>
          <Field id="mp-phone" type="tel" label={t('members.centre.register.field.phone')} value={v.phone} onChange={set('phone')} required error={errorOf('phone')} inputMode="numeric" maxLength={11} autoComplete="tel" />
          <Field id="mp-code" label={t('members.centre.public.code')} value={v.code} onChange={set('code')} required error={errorOf('code')} inputMode="numeric" maxLength={6} autoComplete="one-time-code"
            after={<SmsCodeButton check={phoneProblem} onError={(message) => setProblem({ field: 'code', message })} send={() => api.sendCode({ siteId: config.siteId, phone: v.phone.trim(), purpose: 'login' })} />} />
        </>
      )}
      <div className="mp-row">
        <label className="mp-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('members.centre.public.remember', { n: config.login.rememberDays })}</span>
        </label>
        {config.recover && <Link to={`/member/${config.siteId}/recover`} className="mp-link">{t('members.centre.pages.recover')}</Link>}
      </div>
      <button type="submit" className="mp-button mp-submit" disabled={sending}>{sending ? t('members.centre.public.submitting') : t('members.centre.pages.login')}</button>
      {config.register.open && (
        <p className="mp-switch">{t('members.centre.public.noAccount')}<Link to={`/member/${config.siteId}/register`} className="mp-link">{t('members.centre.public.registerNow')}</Link></p>
      )}
    </form>
  );
}
