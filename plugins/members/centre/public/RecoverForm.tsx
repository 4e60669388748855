// 找回密码: the phone, its SMS code and a new password by the site's policy. Done → the member signs in
// again with the new password (every older session was ended by the server).
import { useState, type FormEvent } from 'react';
import { useT } from '../../../../kernel';
import type { MemberPublicConfig } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, CODE_PATTERN } from '../../../../shared/domain/members/centreRules';
import { checkPassword, checkPhone } from '../../../../shared/domain/members/memberRules';
import { Field } from './Field';
import { problemOf, type Problem } from './formProblem';
import type { MemberPublicApi } from './publicApi';
import { SmsCodeButton } from './SmsCodeButton';

export function RecoverForm({ api, config, onDone }: { api: MemberPublicApi; config: MemberPublicConfig; onDone(): void }) {
  const t = useT();
  const [v, setV] = useState({ phone: '', code: '', password: '', confirm: '' });
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const phoneProblem = () => (v.phone.trim() === '' ? CENTRE_MSG.phoneRequired : checkPhone(v.phone.trim()));

  if (!config.recover) return <p className="mp-notice" role="status">{t('members.centre.public.recoverOff')}</p>;

  const check = (): Problem => {
    const phone = phoneProblem();
    if (phone) return { field: 'phone', message: phone };
    if (!CODE_PATTERN.test(v.code.trim())) return { field: 'code', message: v.code.trim() === '' ? CENTRE_MSG.codeRequired : CENTRE_MSG.codeFormat };
    const password = checkPassword(v.password, config.register.password);
    if (password) return { field: 'password', message: password };
    if (v.confirm !== v.password) return { field: 'confirm', message: CENTRE_MSG.passwordMismatch };
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
      await api.recover({ siteId: config.siteId, phone: v.phone.trim(), code: v.code.trim(), password: v.password });
      onDone();
    } catch (error) {
      setProblem(problemOf(error, t('kernel.http.network')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('members.centre.pages.recover')}>
      {problem && !problem.field && <div className="mp-alert" role="alert">{problem.message}</div>}
      <Field id="mp-phone" type="tel" label={t('members.centre.register.field.phone')} value={v.phone} onChange={set('phone')} required error={errorOf('phone')} inputMode="numeric" maxLength={11} autoComplete="tel" />
      <Field id="mp-code" label={t('members.centre.public.code')} value={v.code} onChange={set('code')} required error={errorOf('code')} inputMode="numeric" maxLength={6} autoComplete="one-time-code"
        after={<SmsCodeButton check={phoneProblem} onError={(message) => setProblem({ field: 'code', message })} send={() => api.sendCode({ siteId: config.siteId, phone: v.phone.trim(), purpose: 'recover' })} />} />
      <Field id="mp-password" type="password" label={t('members.centre.public.newPassword')} value={v.password} onChange={set('password')} required error={errorOf('password')} autoComplete="new-password" maxLength={20}
        placeholder={t(config.register.password.lettersAndDigits ? 'members.centre.public.passwordHint' : 'members.centre.public.passwordHintPlain', { min: config.register.password.minLength })} />
      <Field id="mp-confirm" type="password" label={t('members.centre.public.confirm')} value={v.confirm} onChange={set('confirm')} required error={errorOf('confirm')} autoComplete="new-password" maxLength={20} />
      <button type="submit" className="mp-button mp-submit" disabled={sending}>{sending ? t('members.centre.public.submitting') : t('members.centre.public.resetPassword')}</button>
    </form>
  );
}
