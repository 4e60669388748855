// The built-in login page (the platform's own host). Light on purpose: no antd, so the first
// load stays small. The redirect parameter accepts same-origin paths only.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '../../../shared/domain';
import { useContainer, useService } from '../../di/react';
import { id } from '../../di/token';
import { TOKENS } from '../../tokens';
import { HttpError } from '../../services/http/types';
import { loadCodeFor, warmUp } from '../bootstrap/warmUp';
import { afterPaint } from '../routing/lazyLoad';
import './light.css';

const LoginPage = observer(function LoginPage() {
  const container = useContainer();
  const i18n = useService(TOKENS.i18n);
  const session = useService(TOKENS.session);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const t = (key: string) => i18n.t(`kernel.login.${key}`);

  useEffect(() => {
    document.title = `${t('submit')} - ${i18n.t('kernel.app.title')}`;
  });

  const target = safeRedirectPath(params.get('redirect'), '/');

  // While the user types: the code of the next screen (the shell, the page signed-in users land
  // on), once the form is on screen, so it never delays the form itself.
  useEffect(() => afterPaint(() => loadCodeFor(container, target)), [container, target]);

  const accountMissing = touched && account.trim() === '';
  const passwordMissing = touched && password === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (account.trim() === '' || password === '' || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await session.login(account, password);
      // The shell's first data and the page's code at once, before the router discovers them; the
      // plugins' routes must be in before the shell is drawn (fetched while the user typed).
      warmUp(container, target);
      await container.get(id(TOKENS.plugins)).whenInstalled();
      navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof HttpError ? e.message : i18n.t('kernel.http.network'));
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <form className="light-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('title')}</h1>
        <p className="login-subtitle">{t('subtitle')}</p>
        {error && (
          <div className="login-alert" role="alert">
            {error}
          </div>
        )}
        <div className="login-field">
          <label htmlFor="login-account">{t('account')}</label>
          <input
            id="login-account"
            name="account"
            autoComplete="username"
            autoFocus
            maxLength={64}
            placeholder={t('accountPlaceholder')}
            value={account}
            aria-invalid={accountMissing}
            onChange={(e) => setAccount(e.target.value)}
          />
          {accountMissing && <div className="login-field-error">{t('accountRequired')}</div>}
        </div>
        <div className="login-field">
          <label htmlFor="login-password">{t('password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            placeholder={t('passwordPlaceholder')}
            value={password}
            aria-invalid={passwordMissing}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordMissing && <div className="login-field-error">{t('passwordRequired')}</div>}
        </div>
        <button type="submit" className="light-button" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
        <div className="login-footer">{i18n.t('kernel.app.title')}</div>
      </form>
    </main>
  );
});

export default LoginPage;
