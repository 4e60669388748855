// /createZh is reachable without a session (§2 route behaviour 1): it explains that creating a
// site needs signing in first, and links to the login page with a way back.
import { Button, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { loginLocation } from '../../services/session/loginLocation';

export const PublicCreateSitePrompt = observer(function PublicCreateSitePrompt() {
  const i18n = useService(TOKENS.i18n);
  const config = useService(TOKENS.config);
  const navigator = useService(TOKENS.navigator);
  return (
    <div className="status-page-bare">
      <Result
        status="info"
        title={i18n.t('kernel.header.createTitle')}
        subTitle={i18n.t('kernel.create.loginFirst')}
        extra={
          <Button type="primary" onClick={() => navigator.assign(loginLocation(config.loginPath, '/createZh'))}>
            {i18n.t('kernel.login.submit')}
          </Button>
        }
      />
    </div>
  );
});
