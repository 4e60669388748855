// /zhHome/template (site_decorate, hidden, no breadcrumb): the site's current template (and the
// mobile one of a PC-and-mobile site), its history, whether a change is allowed now (else why —
// the grid's choices are then disabled with the reason), the grid(s) to choose from by the site's
// mode, and a confirmed change that keeps the admin data. 我的服务 is a collapsed card below.
import { Alert, Button, Card, Empty, Modal, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS, usePageTitle, useService } from '../../../../kernel';
import type { TemplateCard, ThemeHistoryEntry } from '../../../../shared/domain/sites/templates';
import { MyServicesCard } from '../components/MyServicesCard';
import { TemplateCardView } from '../components/TemplateCardView';
import { TemplateGrid } from '../components/TemplateGrid';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { useTemplatesT } from '../text';
import { TEMPLATE_CHANGE_STORE } from '../tokens';
import '../templates.css';

const TemplatePage = observer(function TemplatePage() {
  const factory = useService(TEMPLATE_CHANGE_STORE);
  const notifier = useService(TOKENS.notifier);
  const site = useService(TOKENS.site);
  const [store] = useState(() => factory);
  const t = useTemplatesT();
  const [modal, modalHolder] = Modal.useModal();
  usePageTitle(t('change.title'));

  useEffect(() => {
    void store.load();
  }, [store]);

  const info = store.info;
  const siteId = info?.twebId ?? site.home?.twebId ?? 0;
  const refusal = store.refusal;

  const confirm = () => {
    void modal.confirm({
      title: t('change.confirmTitle'),
      content: <span data-testid="change-confirm-body">{t('change.confirmBody')}</span>,
      okText: t('change.ok'),
      cancelText: t('change.cancel'),
      onOk: async () => {
        if (await store.change()) notifier.success(t('change.changed'));
      },
    });
  };

  const chooseButton = (card: TemplateCard, chosen: TemplateCard | null, pick: (c: TemplateCard | null) => void, current: number | undefined) => {
    if (card.id === current) return <Tag>{t('card.current')}</Tag>;
    const on = chosen?.id === card.id;
    return (
      <Button size="small" type={on ? 'primary' : 'default'} aria-pressed={on} disabled={refusal !== ''} title={refusal || undefined} onClick={() => pick(on ? null : card)}>
        {on ? t('card.chosen') : t('card.choose')}
      </Button>
    );
  };

  if (store.error && !info) {
    return (
      <Card title={<h2 className="ui-panel-title">{t('change.title')}</h2>}>
        <Result status="error" title={t('change.loadFailed', { message: store.error })} extra={<Button onClick={() => void store.load()}>{t('change.retry')}</Button>} />
      </Card>
    );
  }

  return (
    <Card title={<h2 className="ui-panel-title">{t('change.title')}</h2>} loading={!info} data-testid="template-page">
      {modalHolder}
      {info && (
        <>
          <div className="tpl-current" data-testid="current-template">
            <div>
              <Typography.Title level={5}>{t('change.current')} <Tag>{t(`change.modes.${info.mode}`)}</Tag></Typography.Title>
              {info.template ? (
                <div className="tpl-current-card"><TemplateCardView template={info.template} siteId={siteId} /></div>
              ) : (
                <Empty description={t('change.none')}><Link to="/zhHome/selectTemplate"><Button type="primary">{t('change.toSelect')}</Button></Link></Empty>
              )}
            </div>
            {info.mode === 'pcMobile' && (
              <div>
                <Typography.Title level={5}>{t('change.currentMobile')}</Typography.Title>
                {info.mobileTemplate ? <div className="tpl-current-card"><TemplateCardView template={info.mobileTemplate} siteId={siteId} /></div> : <Empty description={t('change.none')} />}
              </div>
            )}
          </div>

          <Typography.Title level={5} className="tpl-section">{t('change.history')}</Typography.Title>
          <FitTable<ThemeHistoryEntry>
            rowKey={(row) => `${row.templateId}-${row.changedAt}`}
            size="small"
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            dataSource={info.history}
            data-testid="theme-history"
            locale={{ emptyText: t('change.historyEmpty') }}
            columns={[
              { title: t('change.colTemplate'), key: 'tpl', minWidth: 160, ellipsis: true, render: (_: unknown, row) => `${row.code} ${row.name}` },
              { title: t('change.colTime'), key: 'at', width: 170, minWidth: 150, render: (_: unknown, row) => dayjs(row.changedAt).format('YYYY-MM-DD HH:mm') },
              { title: t('change.colAccount'), dataIndex: 'account', width: 140, minWidth: 90, dropOrder: 1, ellipsis: true },
            ]}
          />

          {/* Also without a catalogue template: a site of the old system may take its first one here. */}
          {refusal === null ? (
            <Alert type="info" className="tpl-section" title={t('change.checking')} />
          ) : refusal !== '' ? (
            <Alert type="warning" showIcon className="tpl-section" data-testid="change-refused" title={t('change.refused', { reason: refusal })} />
          ) : null}
          <div className="tpl-section">
            <Space wrap>
              <Typography.Text>{store.chosen ? t('change.chosen', { code: store.chosen.code, name: store.chosen.name }) : t('change.pickTitle')}</Typography.Text>
              {store.chosenMobile && <Typography.Text>{t('change.chosenMobile', { code: store.chosenMobile.code, name: store.chosenMobile.name })}</Typography.Text>}
              <Button type="primary" disabled={!store.canConfirm} loading={store.changing} title={refusal || undefined} onClick={confirm}>{t('change.confirm')}</Button>
              {(store.chosen || store.chosenMobile) && <Button onClick={() => { store.choose(null); store.chooseMobile(null); }}>{t('change.clear')}</Button>}
            </Space>
          </div>
          {store.catalog && (
            <div className="tpl-section">
              <TemplateGrid catalog={store.catalog} siteId={siteId} selectedId={store.chosen?.id ?? null} action={(card) => chooseButton(card, store.chosen, (c) => store.choose(c), info.template?.id)} />
            </div>
          )}
          {store.phoneCatalog && (
            <section className="tpl-mobile-section" aria-label={t('change.pickMobileTitle')}>
              <Typography.Title level={5}>{t('change.pickMobileTitle')}</Typography.Title>
              <TemplateGrid catalog={store.phoneCatalog} siteId={siteId} selectedId={store.chosenMobile?.id ?? null} testId="phone-template-grid" action={(card) => chooseButton(card, store.chosenMobile, (c) => store.chooseMobile(c), info.mobileTemplate?.id)} />
            </section>
          )}
          <MyServicesCard />
        </>
      )}
    </Card>
  );
});

export default TemplatePage;
