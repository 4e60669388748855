// Content statistics: articles by type, published, drafts and the recycle bin.
import { Col, Divider, Row, Statistic } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import { HOME_STORE } from '../../tokens';
import { SectionState } from './SectionState';
import { Panel } from '../../../../shared/ui/panel/Panel';

export const ContentCard = observer(function ContentCard() {
  const store = useService(HOME_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`home.content.${key}`);
  return (
    <Panel title={t('title')} data-testid="home-content">
      <SectionState section={store.content} onRetry={() => store.loadAll()}>
        {(stats) => (
          <>
            <Row gutter={[12, 12]}>
              <Col span={6}><Statistic title={t('total')} value={stats.total} /></Col>
              <Col span={6}><Statistic title={t('published')} value={stats.published} /></Col>
              <Col span={6}><Statistic title={t('drafts')} value={stats.drafts} /></Col>
              <Col span={6}><Statistic title={t('recycled')} value={stats.recycled} /></Col>
            </Row>
            <Divider style={{ margin: '12px 0' }} />
            <Row gutter={[12, 12]}>
              {/* The types the operator may list (the server counts those only). */}
              {stats.byType.map(({ type, count }) => (
                <Col span={8} key={type}>
                  <Statistic title={i18n.t(`home.content.types.${type}`)} value={count} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </SectionState>
    </Panel>
  );
});
