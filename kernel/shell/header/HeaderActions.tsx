// The plugins' header buttons (manifest `headerActions`, e.g. the settings plugin's 网站二维码):
// each shown to users holding its key on a site of its types, opening its plugin's dialog — which
// loads, with its plugin, only when clicked.
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { iconOf } from '../icons';

export const HeaderActions = observer(function HeaderActions() {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const dialogs = useService(TOKENS.dialogs);
  const i18n = useService(TOKENS.i18n);
  // permission.roles is observed through allows(): the buttons follow a new permission tree.
  const shown = plugins.headerActions.filter((a) => permission.allows(a, site.siteType));
  return (
    <>
      {shown.map((a) => (
        <Button key={a.id} type="text" className="header-link" icon={iconOf(a.icon)} data-testid={`header-action-${a.id}`} onClick={() => void dialogs.show(a.dialog)}>
          {i18n.t(a.title)}
        </Button>
      ))}
    </>
  );
});
