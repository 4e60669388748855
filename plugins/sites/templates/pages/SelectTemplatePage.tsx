// /zhHome/selectTemplate (site_decorate, hidden, no breadcrumb): the new site's template. Filters and
// a paged grid (TemplateGrid); 预览 opens the demo in /previewBox; 使用此模板 asks first, then starts
// the build task and goes on to 建站完成 with its ids in the URL (a reload follows the same task).
// A PC-and-mobile site chooses its mobile template below the grid first.
import { Alert, Button, Card, Modal, Result, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle, useService } from '../../../../kernel';
import type { TemplateCard } from '../../../../shared/domain/sites/templates';
import { TemplateGrid } from '../components/TemplateGrid';
import { useTemplatesT } from '../text';
import { SELECT_TEMPLATE_STORE } from '../tokens';

export const finishPath = (twebId: number, taskId: number) => `/zhHome/finish?twebId=${twebId}&taskId=${taskId}`;

const SelectTemplatePage = observer(function SelectTemplatePage() {
  const factory = useService(SELECT_TEMPLATE_STORE);
  const [store] = useState(() => factory);
  const t = useTemplatesT();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  usePageTitle(t('select.title'));

  useEffect(() => {
    void store.load();
  }, [store]);

  const use = (template: TemplateCard) => {
    void modal.confirm({
      title: t('select.confirmTitle', { code: template.code }),
      content: t('select.confirmBody', { name: template.name }),
      okText: t('confirmOk'),
      cancelText: t('confirmNo'),
      onOk: async () => {
        const started = await store.use(template);
        if (started) navigate(finishPath(started.twebId, started.taskId));
      },
    });
  };

  const catalog = store.catalog;
  return (
    <Card title={<h2 className="ui-panel-title">{t('select.title')}</h2>}>
      {modalHolder}
      {store.error ? (
        <Result status="error" title={store.error} extra={<Button onClick={() => void store.load()}>{t('grid.retry')}</Button>} />
      ) : (
        <>
          {store.siteName && <Typography.Paragraph type="secondary">{t('select.intro', { site: store.siteName })}</Typography.Paragraph>}
          {store.built && (
            <Alert
              type="warning"
              showIcon
              className="tpl-section"
              data-testid="select-built"
              title={t('select.built')}
              action={<Link to="/zhHome/template"><Button size="small">{t('finish.changeTemplate')}</Button></Link>}
            />
          )}
          {store.needsMobile && <Alert type="info" showIcon className="tpl-section" title={t('select.needMobile')} />}
          {catalog && (
            <TemplateGrid
              catalog={catalog}
              siteId={store.twebId}
              action={(card) => (
                <Button
                  type="primary"
                  size="small"
                  disabled={store.built || store.needsMobile || (store.building !== null && store.building !== card.id)}
                  loading={store.building === card.id}
                  onClick={() => use(card)}
                  aria-label={`${t('card.use')} ${card.code}`}
                >
                  {t('card.use')}
                </Button>
              )}
            />
          )}
          {store.phoneCatalog && (
            <section className="tpl-mobile-section" aria-label={t('select.mobileTitle')}>
              <Typography.Title level={5}>{t('select.mobileTitle')}</Typography.Title>
              <Typography.Paragraph type="secondary">
                {store.chosenMobile ? t('select.mobileChosen', { code: store.chosenMobile.code, name: store.chosenMobile.name }) : t('select.mobileHint')}
              </Typography.Paragraph>
              <TemplateGrid
                catalog={store.phoneCatalog}
                siteId={store.twebId}
                selectedId={store.chosenMobile?.id ?? null}
                testId="phone-template-grid"
                action={(card) => (
                  <Button size="small" type={store.chosenMobile?.id === card.id ? 'primary' : 'default'} aria-pressed={store.chosenMobile?.id === card.id} onClick={() => store.chooseMobile(store.chosenMobile?.id === card.id ? null : card)}>
                    {store.chosenMobile?.id === card.id ? t('card.chosen') : t('card.choose')}
                  </Button>
                )}
              />
            </section>
          )}
        </>
      )}
    </Card>
  );
});

export default SelectTemplatePage;
