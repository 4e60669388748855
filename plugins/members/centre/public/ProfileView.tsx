// 我的资料: the signed-in member's account, rank and phone, and the profile fields the site shows, each
// saved together (the server writes 变更记录 as the member). Not signed in → a link to 登录.
import { useState, type FormEvent } from 'react';
import { useT } from '../../../../kernel';
import type { MemberPublicConfig, PublicMember } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG, PROFILE_FIELD_LABEL, PROFILE_FIELD_MAX } from '../../../../shared/domain/members/centreRules';
import { checkEmail } from '../../../../shared/domain/members/memberRules';
import { Field } from './Field';
import { problemOf, type Problem } from './formProblem';
import type { MemberPublicApi } from './publicApi';

const EDITABLE = ['nickname', 'real_name', 'company', 'email'] as const;

export function ProfileView({ api, config, member, onSaved }: { api: MemberPublicApi; config: MemberPublicConfig; member: PublicMember; onSaved(member: PublicMember): void }) {
  const t = useT();
  const [v, setV] = useState({ nickname: member.nickname, real_name: member.real_name, company: member.company, email: member.email });
  const [problem, setProblem] = useState<Problem>(null);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const shown = EDITABLE.filter((f) => config.register.fields[f] !== 'hidden' || member[f] !== '');
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSaved(false);
    const missing = shown.find((f) => config.register.fields[f] === 'required' && v[f].trim() === '');
    const emailProblem = checkEmail(v.email.trim());
    const found: Problem = missing ? { field: missing, message: CENTRE_MSG.fieldRequired.replace('{label}', PROFILE_FIELD_LABEL[missing]) } : emailProblem ? { field: 'email', message: emailProblem } : null;
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      const next = await api.saveProfile({ siteId: config.siteId, ...Object.fromEntries(shown.map((f) => [f, v[f].trim()])) });
      setSaved(true);
      onSaved(next);
    } catch (error) {
      setProblem(problemOf(error, t('kernel.http.network')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mp-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('members.centre.pages.profile')}>
      <dl className="mp-facts">
        <dt>{t('members.centre.register.method.account')}</dt><dd>{member.account}</dd>
        <dt>{t('members.centre.public.rank')}</dt><dd>{member.rank || '—'}</dd>
        {member.phone && (<><dt>{t('members.centre.register.field.phone')}</dt><dd>{member.phone}</dd></>)}
      </dl>
      {problem && !problem.field && <div className="mp-alert" role="alert">{problem.message}</div>}
      {saved && <div className="mp-success" role="status">{CENTRE_MSG.profileSaved}</div>}
      {shown.map((f) => (
        <Field key={f} id={`mp-${f}`} label={t(`members.centre.register.field.${f}`)} value={v[f]} onChange={(value) => setV((old) => ({ ...old, [f]: value }))}
          required={config.register.fields[f] === 'required'} error={errorOf(f)} type={f === 'email' ? 'email' : 'text'} maxLength={PROFILE_FIELD_MAX[f]} />
      ))}
      <button type="submit" className="mp-button mp-submit" disabled={sending}>{sending ? t('members.centre.public.submitting') : t('members.centre.save')}</button>
    </form>
  );
}
