// The site-administration home (§2 /{type}Home/index): site info and status, traffic statistics
// with a chart, content statistics, the setup guide, the task list and domain remaining, and the
// cards other plugins contribute (kernel homeCards).
import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PluginHomeCards, useService, type PagePrefetch } from '../../../kernel';
import { HOME_STORE } from '../tokens';
import { SiteInfoCard } from './widgets/SiteInfoCard';
import { DomainCard } from './widgets/DomainCard';
import { TrafficCard } from './widgets/TrafficCard';
import { TaskCard } from './widgets/TaskCard';
import { ContentCard } from './widgets/ContentCard';
import { GuideCard } from './widgets/GuideCard';
import { TopPagesCard } from './widgets/TopPagesCard';
import './home.css';

/** The page's one call, started by the kernel while the shell is still on its way. */
export const prefetch: PagePrefetch = (get) => get(HOME_STORE).prefetch();

const HomePage = observer(function HomePage() {
  const store = useService(HOME_STORE);
  useEffect(() => {
    void store.open();
  }, [store]);

  return (
    <div className="home-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <SiteInfoCard />
        </Col>
        <Col xs={24} xl={8}>
          <DomainCard />
        </Col>
        {/* Other plugins' cards (翻译克隆, 响应式小程序 …): the kernel's homeCards contributions. */}
        <Col span={24} className="home-plugin-cards-slot">
          <PluginHomeCards />
        </Col>
        <Col xs={24} xl={16}>
          <TrafficCard />
        </Col>
        <Col xs={24} xl={8}>
          <TaskCard />
        </Col>
        <Col xs={24} lg={12}>
          <ContentCard />
        </Col>
        <Col xs={24} lg={12}>
          <GuideCard />
        </Col>
        <Col span={24}>
          <TopPagesCard />
        </Col>
      </Row>
    </div>
  );
});

export default HomePage;
