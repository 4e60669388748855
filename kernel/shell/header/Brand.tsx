// Company logo (from the client service, §7) and the title that varies by site type.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { SHELL_API, type CompanyInfo } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export const Brand = observer(function Brand() {
  const http = useService(TOKENS.http);
  const site = useService(TOKENS.site);
  const session = useService(TOKENS.session);
  const i18n = useService(TOKENS.i18n);
  const [company, setCompany] = useState<CompanyInfo | null>(null);

  useEffect(() => {
    http.call<CompanyInfo>(SHELL_API.companyInfo, { body: {} }, { silent: true }).then(setCompany, () => setCompany(null));
  }, [http]);

  const logo = company?.logoUrl || session.platform?.logoUrl;
  return (
    <div className="console-brand">
      {logo && <img className="console-brand-logo" src={logo} alt={company?.companyName ?? session.platform?.platformName ?? ''} />}
      <h1 className="console-title" data-testid="console-title">
        {i18n.t(`kernel.site.titles.${site.siteType}`)}
      </h1>
    </div>
  );
});
