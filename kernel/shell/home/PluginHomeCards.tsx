// The plugins' cards on the site-administration home (manifest `homeCards`): each shown to users
// holding its key on a site of its types, loaded with its plugin, and kept apart by an error
// boundary so one failing card leaves the home and the other cards working. A card that does not
// apply to the site renders nothing, and its place closes up (home.css: an empty card is hidden).
// The cards are secondary: they load once the home has been painted and the browser is idle, so
// they never delay (or weigh on) the home's own first screen.
import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { Compiled, HomeCardContribution } from '../../plugin/types';
import { RetryableLazy } from '../routing/RetryableLazy';
import { afterPaint } from '../routing/lazyLoad';

function HomeCard({ card }: { card: Compiled<HomeCardContribution> }) {
  const plugins = useService(TOKENS.plugins);
  const i18n = useService(TOKENS.i18n);
  // One loader per card: RetryableLazy keeps what it loaded by the loader's identity.
  const load = useMemo(() => () => plugins.activate(card.pluginId).then(() => card.load()), [plugins, card]);
  return (
    <RetryableLazy
      load={load}
      fallback={null}
      renderError={(_error, retry) => (
        <Alert type="warning" showIcon title={i18n.t('kernel.home.cardFailed')} action={<Button size="small" onClick={retry}>{i18n.t('kernel.common.retry')}</Button>} />
      )}
    />
  );
}

/** The cards of the active site, in order, in a wrapping row. */
export const PluginHomeCards = observer(function PluginHomeCards() {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  const shown = plugins.homeCards.filter((c) => permission.allows(c, site.siteType));
  if (!painted || shown.length === 0) return null;
  return (
    <div className="home-plugin-cards">
      {shown.map((card) => (
        <div key={card.id} className="home-plugin-card" data-testid={`home-card-${card.id}`}>
          <HomeCard card={card} />
        </div>
      ))}
    </div>
  );
});
