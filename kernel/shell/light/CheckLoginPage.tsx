// /login/checklogin?token&login_name&domain_id (§2 route behaviour 6): adopts the token, makes the
// site active on the server, stores staff info, then loads that site's home afresh.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { LightSpinner } from './LightStates';
import './light.css';

const CheckLoginPage = observer(function CheckLoginPage() {
  const i18n = useService(TOKENS.i18n);
  const session = useService(TOKENS.session);
  const navigator = useService(TOKENS.navigator);
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    session
      .completeCheckLogin({
        token: params.get('token') ?? '',
        login_name: params.get('login_name') ?? undefined,
        domain_id: params.get('domain_id') ?? undefined,
      })
      .then((home) => {
        // A full load: every service starts again for the newly active site.
        if (!cancelled) window.location.replace(home);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [params, session]);

  if (!failed) return <LightSpinner />;
  return (
    <div className="light-center" role="alert">
      <div className="light-card light-error">
        <h2>{i18n.t('kernel.checklogin.failed')}</h2>
        <p />
        <button type="button" className="light-button" onClick={() => navigator.assign('/login')}>
          {i18n.t('kernel.checklogin.toLogin')}
        </button>
      </div>
    </div>
  );
});

export default CheckLoginPage;
