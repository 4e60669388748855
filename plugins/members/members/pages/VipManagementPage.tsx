// 会员管理 (/marketInteract/vipManagement): three tabs — 会员列表, 会员等级 and 会员中心设置 (the member
// centre area's, loaded only when opened). The tab is in the address (?tab=ranks), so the rank
// page comes back to it and a reload keeps it.
import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberListTab } from '../components/MemberListTab';
import { RankListTab } from '../components/RankListTab';
import { useMembersT } from '../components/text';
import '../components/members.css';

const CentreSettingsTab = lazy(() => import(/* webpackChunkName: "page-members-centre" */ '../../centre/CentreSettingsTab'));

type Tab = 'list' | 'ranks' | 'centre';
const TABS: readonly Tab[] = ['list', 'ranks', 'centre'];

export default function VipManagementPage() {
  const t = useMembersT('tabs');
  const pt = useMembersT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'list';

  return (
    <Card
      title={<h2 className="mb-heading">{pt('title')}</h2>}
      activeTabKey={tab}
      onTabChange={(key) => setParams(key === 'list' ? {} : { tab: key }, { replace: true })}
      tabList={TABS.map((key) => ({ key, label: t(key) }))}
    >
      {tab === 'list' && <MemberListTab />}
      {tab === 'ranks' && <RankListTab />}
      {tab === 'centre' && (
        <Suspense fallback={<Skeleton active />}>
          <CentreSettingsTab />
        </Suspense>
      )}
    </Card>
  );
}
