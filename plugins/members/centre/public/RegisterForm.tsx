// 注册: the methods the site allows (账号, 手机号, 邮箱), the profile fields it asks (不显示/选填/必填),
// the phone's SMS code when it verifies phones, and the agreement. Checked with the server's rules
// (centreRules, memberRules) before it is sent; the server's refusal lands on its field.
import { useState, type FormEvent } from 'react';
import { HttpError, useT } from '../../../../kernel';
import type { MemberPublicConfig } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, CODE_PATTERN, checkRegisterFields, PROFILE_FIELD_MAX, registerFieldMode } from '../../../../shared/domain/members/centreRules';
import { checkAccount, checkEmail, checkPassword, checkPhone } from '../../../../shared/domain/members/memberRules';
import { PROFILE_FIELDS, type ProfileField, type RegisterMethod } from '../../../../shared/domain/members/settings';
import { Agreement } from './Agreement';
import { Field } from './Field';
import type { MemberPublicApi } from './publicApi';
import { SmsCodeButton } from './SmsCodeButton';

type Problem = { field: string | null; message: string } | null;
const EMPTY = { account: '', password: '', confirm: '', code: '', nickname: '', real_name: '', company: '', email: '', phone: '' };

export function RegisterForm({ api, config, onDone }: { api: MemberPublicApi; config: MemberPublicConfig; onDone(pending: boolean): void }) {
  const t = useT();
  const reg = config.register;
  const [method, setMethod] = useState<RegisterMethod>(reg.methods[0] ?? 'account');
  const [v, setV] = useState(EMPTY);
  const [agree, setAgree] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const formConfig = { methods: reg.methods, fields: reg.fields, phoneVerify: reg.phoneVerify };

  const check = (): Problem => {
    const values = { method, account: v.account.trim(), password: v.password, nickname: v.nickname, real_name: v.real_name, company: v.company, email: v.email.trim(), phone: v.phone.trim() };
    if (method === 'account') {
      const account = checkAccount(values.account);
      if (account) return { field: 'account', message: account };
    }
    const fields = checkRegisterFields(formConfig, values);
    if (fields) return fields;
    const phone = checkPhone(values.phone);
    if (phone) return { field: 'phone', message: phone };
    const email = checkEmail(values.email);
    if (email) return { field: 'email', message: email };
    const password = checkPassword(v.password, reg.password, method === 'account' ? values.account : '');
    if (password) return { field: 'password', message: password };
    if (v.confirm !== v.password) return { field: 'confirm', message: CENTRE_MSG.passwordMismatch };
    if (reg.phoneVerify && values.phone !== '' && !CODE_PATTERN.test(v.code.trim())) return { field: 'code', message: v.code.trim() === '' ? CENTRE_MSG.codeRequired : CENTRE_MSG.codeFormat };
    if (reg.mustAgree && !agree) return { field: 'agree', message: CENTRE_MSG.mustAgree };
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
      const answer = await api.register({
        siteId: config.siteId, method, password: v.password, agree,
        ...(method === 'account' ? { account: v.account.trim() } : {}),
        ...Object.fromEntries(PROFILE_FIELDS.filter((f) => registerFieldMode(formConfig, f, method) !== 'hidden').map((f) => [f, v[f].trim()])),
        ...(reg.phoneVerify && v.phone.trim() !== '' ? { code: v.code.trim() } : {}),
      });
      onDone(answer.pending);
    } catch (error) {
      const field = error instanceof HttpError ? ((error.data as { field?: string } | null)?.field ?? null) : null;
      setProblem({ field, message: error instanceof HttpError ? error.message : t('kernel.http.network') });
    } finally {
      setSending(false);
    }
  };

  const fieldInput = (field: ProfileField) => {
    const mode = registerFieldMode(formConfig, field, method);
    if (mode === 'hidden') return null;
    const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
    const input = (
      <Field key={field} id={`mp-${field}`} label={t(`members.centre.register.field.${field}`)} value={v[field]} onChange={set(field)} required={mode === 'required'}
        error={errorOf(field)} type={type} maxLength={PROFILE_FIELD_MAX[field]} autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'real_name' ? 'name' : field === 'company' ? 'organization' : 'nickname'}
        inputMode={field === 'phone' ? 'numeric' : undefined} />
    );
    if (field !== 'phone' || !reg.phoneVerify) return input;
    return (
      <div key={field}>
        {input}
        <Field id="mp-code" label={t('members.centre.public.code')} value={v.code} onChange={set('code')} required={mode === 'required' || v.phone.trim() !== ''} error={errorOf('code')} inputMode="numeric" maxLength={6} autoComplete="one-time-code"
          after={<SmsCodeButton check={() => (v.phone.trim() === '' ? CENTRE_MSG.phoneRequired : checkPhone(v.phone.trim()))} onError={(message) => setProblem({ field: 'code', message })}
            send={() => api.sendCode({ siteId: config.siteId, phone: v.phone.trim(), purpose: 'register' })} />} />
      </div>
    );
  };

  if (!reg.open) return <p className="mp-notice" role="status">{CENTRE_MSG.registerClosed}</p>;
  // The method's own field first, then the rest in the settings' order.
  const order: ProfileField[] = method === 'phone' ? ['phone', ...PROFILE_FIELDS.filter((f) => f !== 'phone')] : method === 'email' ? ['email', ...PROFILE_FIELDS.filter((f) => f !== 'email')] : [...PROFILE_FIELDS];
  return (
    <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('members.centre.pages.register')}>
      {reg.methods.length > 1 && (
        <div className="mp-tabs" role="tablist">
          {reg.methods.map((m) => (
            <button key={m} type="button" role="tab" aria-selected={m === method} className={`mp-tab${m === method ? ' mp-tab-active' : ''}`} onClick={() => { setMethod(m); setProblem(null); }}>
              {t(`members.centre.public.registerBy.${m}`)}
            </button>
          ))}
        </div>
      )}
      {problem && (!problem.field || problem.field === 'method') && <div className="mp-alert" role="alert">{problem.message}</div>}
      {method === 'account' && (
        <Field id="mp-account" label={t('members.centre.register.method.account')} value={v.account} onChange={set('account')} required error={errorOf('account')} autoComplete="username" maxLength={20}
          placeholder={t('members.centre.public.accountHint')} />
      )}
      {order.map(fieldInput)}
      <Field id="mp-password" type="password" label={t('members.centre.public.password')} value={v.password} onChange={set('password')} required error={errorOf('password')} autoComplete="new-password" maxLength={20}
        placeholder={t(reg.password.lettersAndDigits ? 'members.centre.public.passwordHint' : 'members.centre.public.passwordHintPlain', { min: reg.password.minLength })} />
      <Field id="mp-confirm" type="password" label={t('members.centre.public.confirm')} value={v.confirm} onChange={set('confirm')} required error={errorOf('confirm')} autoComplete="new-password" maxLength={20} />
      <Agreement agreement={config.privacy.agreement} privacy={config.privacy.privacy} mustAgree={reg.mustAgree} checked={agree} onChange={setAgree} error={errorOf('agree')} />
      <button type="submit" className="mp-button mp-submit" disabled={sending}>{sending ? t('members.centre.public.submitting') : t('members.centre.pages.register')}</button>
    </form>
  );
}
