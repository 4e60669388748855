// The mini-program console (issue 17 §8): the home of mini-program (xcx) and shop sites, /zhXcx/index
// and /zhHome/zhXcx on a Chinese site. Bindings per platform with their review and release, the
// pages, the QR code. No domains, TOP10 pages or 网站下线 here. Every call needs xys_xcx: without it
// the page says so instead of failing call by call.
import { Alert, Button, Result, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useService, useT } from '../../../kernel';
import { MP_PERMISSION, MP_PLATFORMS } from '../../../shared/domain/miniprogram';
import { Panel } from '../../../shared/ui/panel/Panel';
import { BindDialog } from '../components/BindDialog';
import { BindingCard } from '../components/BindingCard';
import { PageDialog } from '../components/PageDialog';
import { PagesTable, VisibleCount } from '../components/PagesTable';
import { QrDialog } from '../components/QrDialog';
import { K, P } from '../components/text';
import { MINIPROGRAM_STORE, MP_PAGES_STORE } from '../tokens';
import '../miniprogram.css';

const Console = observer(function Console({ title }: { title: string }) {
  const t = useT();
  const store = useService(MINIPROGRAM_STORE);
  const pages = useService(MP_PAGES_STORE);
  useEffect(() => {
    void store.load();
    void pages.load();
  }, [store, pages]);
  let bindings;
  if (store.info) {
    bindings = (
      <>
        {!store.info.providerConfigured && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t(`${K}.providerMissing`, { message: store.info.providerMessage })} />}
        <div className="mp-grid">{MP_PLATFORMS.map((p) => <BindingCard key={p} store={store} platform={p} />)}</div>
      </>
    );
  } else if (store.failed) {
    bindings = <Result status="warning" title={t(`${K}.loadFailed`)} extra={<Button onClick={() => void store.load()}>{t(`${K}.retry`)}</Button>} />;
  } else {
    bindings = <Skeleton active paragraph={{ rows: 4 }} />;
  }
  return (
    <div data-testid="miniprogram-console">
      <Panel title={title}>
        <p className="mp-intro">{t(`${K}.intro`)}</p>
        {bindings}
      </Panel>
      <Panel title={t(`${P}.title`)} extra={<>{pages.answer && <VisibleCount pages={pages.pages} />} <Button type="primary" disabled={!pages.answer} onClick={() => pages.openNew()}>{t(`${P}.add`)}</Button></>}>
        <p className="mp-intro">{t(`${P}.intro`)}</p>
        <PagesTable store={pages} />
      </Panel>
      <BindDialog store={store} />
      <PageDialog store={pages} />
      <QrDialog store={store} />
    </div>
  );
});

export default observer(function MiniProgramPage() {
  const t = useT();
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const home = site.siteType === 'xcx' || site.siteType === 'shop';
  const title = t(home ? `${K}.homeTitle` : `${K}.title`);
  if (permission.has(MP_PERMISSION)) return <Console title={title} />;
  return (
    <Panel title={title} data-testid="miniprogram-console">
      <Result status="403" subTitle={t(`${K}.noPermission`)} />
    </Panel>
  );
});
