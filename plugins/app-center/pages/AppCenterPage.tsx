// /applicationCenter/index (应用中心, app_center): a card per app of the site the operator may open,
// from the catalogue (shared/domain/apps) with its state from the server; none → an empty state.
import { Button, Empty, Result, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService, useT } from '../../../kernel';
import { Panel } from '../../../shared/ui/panel/Panel';
import { AppCardView } from '../components/AppCardView';
import { APP_CENTER_STORE } from '../tokens';
import '../appCenter.css';

export default observer(function AppCenterPage() {
  const t = useT();
  const store = useService(APP_CENTER_STORE);
  useEffect(() => {
    void store.load();
  }, [store]);

  let body;
  if (store.failed && !store.loaded) body = <Result status="warning" title={t('app-center.loadFailed')} extra={<Button onClick={() => void store.load()}>{t('app-center.retry')}</Button>} />;
  else if (!store.loaded) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!store.cards.length) body = <Empty description={t('app-center.empty')} />;
  else body = <div className="ac-grid">{store.cards.map((c) => <AppCardView key={c.key} store={store} card={c} />)}</div>;

  return (
    <Panel title={t('app-center.title')} data-testid="app-center">
      <p className="ac-intro">{t('app-center.intro')}</p>
      {body}
    </Panel>
  );
});
