// The visitors' member pages of a site (/member/:siteId/register | login | recover | profile): light on
// purpose (no antd), Chinese, honouring every setting the site's 会员中心设置 holds (methods, fields,
// the agreement, SMS codes, 记住我). The member's own HttpOnly cookie says who is signed in.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TOKENS, useService, useT } from '../../../../kernel';
import type { MemberPublicConfig, PublicMember } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG } from '../../../../shared/domain/members/centreRules';
import { loadRadarBeacon } from '../../radar/beacon';
import { problemOf } from './formProblem';
import { LoginForm } from './LoginForm';
import { ProfileView } from './ProfileView';
import { MemberPublicApi } from './publicApi';
import { RecoverForm } from './RecoverForm';
import { RegisterForm } from './RegisterForm';
import './public.css';

const PAGES = ['register', 'login', 'recover', 'profile'] as const;
type Page = (typeof PAGES)[number];
type Phase = { kind: 'loading' } | { kind: 'missing'; message: string } | { kind: 'ready'; config: MemberPublicConfig };

export default function MemberPublicPage() {
  const t = useT();
  const http = useService(TOKENS.http);
  // Stable across renders (useT's function is not): the effects below depend on it.
  const i18n = useService(TOKENS.i18n);
  const api = useMemo(() => new MemberPublicApi(http), [http]);
  const params = useParams();
  const navigate = useNavigate();
  const siteId = Number(params.siteId);
  const page: Page | null = PAGES.includes(params.page as Page) ? (params.page as Page) : null;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [member, setMember] = useState<PublicMember | null>(null);
  /** A finished step's message (注册成功…, 密码已重置…), shown instead of the form. */
  const [notice, setNotice] = useState<string | null>(null);
  // The business radar sees visitors of the member pages too (nothing is stored while it is closed).
  useEffect(() => loadRadarBeacon(siteId), [siteId]);

  useEffect(() => {
    if (!Number.isInteger(siteId) || siteId < 1 || !page) {
      setPhase({ kind: 'missing', message: CENTRE_MSG.siteClosed });
      return;
    }
    let live = true;
    api.config(siteId).then(
      async (config) => {
        // The profile shows the full phone: ask for it only when someone is signed in.
        const full = config.member && page === 'profile' ? await api.profile(siteId).catch(() => config.member) : config.member;
        if (!live) return;
        setMember(full);
        setPhase({ kind: 'ready', config });
      },
      (error) => live && setPhase({ kind: 'missing', message: problemOf(error, i18n.t('kernel.http.network')).message }),
    );
    return () => {
      live = false;
    };
  }, [api, siteId, page, i18n]);

  useEffect(() => setNotice(null), [page]);
  useEffect(() => {
    if (phase.kind === 'ready' && page) document.title = `${i18n.t(`members.centre.pages.${page}`)} - ${phase.config.siteName}`;
  }, [phase, page, i18n]);

  if (phase.kind === 'loading') return <main className="mp-page" aria-busy="true"><div className="mp-card mp-loading">{t('members.centre.public.loading')}</div></main>;
  if (phase.kind === 'missing' || !page) {
    return (
      <main className="mp-page">
        <div className="mp-card mp-notice" role="alert">{phase.kind === 'missing' ? phase.message : CENTRE_MSG.siteClosed}</div>
      </main>
    );
  }

  const { config } = phase;
  const go = (to: Page) => navigate(`/member/${siteId}/${to}`);
  const logout = async () => {
    await api.logout(siteId).catch(() => undefined);
    setMember(null);
    go('login');
  };

  let body;
  if (notice) {
    body = (
      <div className="mp-done" role="status">
        <p className="mp-success">{notice}</p>
        <Link className="mp-button mp-link-button" to={`/member/${siteId}/login`}>{t('members.centre.public.toLogin')}</Link>
      </div>
    );
  } else if (page === 'register') {
    body = <RegisterForm api={api} config={config} onDone={(pending) => (pending ? setNotice(CENTRE_MSG.registeredPending) : void api.config(siteId).then((c) => { setMember(c.member); go('profile'); }))} />;
  } else if (page === 'login') {
    body = <LoginForm api={api} config={config} onDone={(m) => { setMember(m); go('profile'); }} />;
  } else if (page === 'recover') {
    body = <RecoverForm api={api} config={config} onDone={() => setNotice(CENTRE_MSG.recovered)} />;
  } else if (member) {
    body = <ProfileView api={api} config={config} member={member} onSaved={setMember} />;
  } else {
    body = (
      <div className="mp-done">
        <p className="mp-notice">{CENTRE_MSG.notSignedIn}</p>
        <Link className="mp-button mp-link-button" to={`/member/${siteId}/login`}>{t('members.centre.pages.login')}</Link>
      </div>
    );
  }

  return (
    <main className="mp-page">
      <div className="mp-card">
        <header className="mp-head">
          <span className="mp-site">{config.siteName}</span>
          {member ? (
            <nav className="mp-nav" aria-label={t('members.centre.public.memberNav')}>
              <span className="mp-hello">{t('members.centre.public.hello', { name: member.nickname || member.account })}</span>
              <Link to={`/member/${siteId}/profile`} className="mp-link">{t('members.centre.pages.profile')}</Link>
              <button type="button" className="mp-link" onClick={() => void logout()}>{t('members.centre.public.logout')}</button>
            </nav>
          ) : (
            <nav className="mp-nav" aria-label={t('members.centre.public.memberNav')}>
              <Link to={`/member/${siteId}/login`} className="mp-link">{t('members.centre.pages.login')}</Link>
              {config.register.open && <Link to={`/member/${siteId}/register`} className="mp-link">{t('members.centre.pages.register')}</Link>}
            </nav>
          )}
        </header>
        <h1 className="mp-title">{t(`members.centre.pages.${page}`)}</h1>
        {body}
      </div>
    </main>
  );
}
