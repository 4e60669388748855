// 导航设置 (/zhSetting/navbar): a tab per navigation — 顶部导航, 手机导航, 底部导航 (in the address,
// ?tab=phone, so the edit page comes back to it) — each a draggable tree with 添加导航 and, on
// the top and phone tabs, 复制顶部导航到手机导航 (confirmed first).
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Empty, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useService } from '../../../../kernel';
import { NAV_POSITIONS, type NavPosition } from '../../../../shared/domain/settings/navigation';
import { NavTreeView } from '../components/NavTreeView';
import { useNavT } from '../components/text';
import { NAV_TREE } from '../tokens';
import '../components/navigation.css';

const NavbarPage = observer(function NavbarPage() {
  const store = useService(NAV_TREE);
  const t = useNavT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as NavPosition | null;
  const position: NavPosition = asked && NAV_POSITIONS.includes(asked) ? asked : 'top';

  useEffect(() => {
    void store.show(position);
  }, [store, position]);

  // After a copy the store shows 手机导航: follow it in the address.
  useEffect(() => {
    if (store.position !== position) setParams(store.position === 'top' ? {} : { tab: store.position }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store.position]);

  const tree = store.trees[position];
  const open = (query: string) => navigate(`/zhSetting/addNavbar?${query}`);

  const body = () => {
    if (tree.error && !tree.loaded) {
      return <Alert type="error" showIcon title={t('loadFailed', { message: tree.error })} action={<Button size="small" onClick={() => void store.load(position)}>{t('retry')}</Button>} />;
    }
    if (!tree.loaded) return <Skeleton active title={false} paragraph={{ rows: 8 }} />;
    if (tree.items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
    return (
      <NavTreeView
        onEdit={(item) => open(`id=${item.id}&position=${position}`)}
        onAddChild={(item) => open(`position=${position}&parent=${item.id}`)}
      />
    );
  };

  return (
    <Card
      title={<h2 className="nav-heading">{t('title')}</h2>}
      activeTabKey={position}
      onTabChange={(key) => setParams(key === 'top' ? {} : { tab: key }, { replace: true })}
      tabList={NAV_POSITIONS.map((key) => ({ key, label: t(`positions.${key}`) }))}
    >
      <Alert className="nav-hint" type="info" showIcon title={t('hint')} />
      <div className="nav-toolbar">
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(`position=${position}`)}>{t('add')}</Button>
          {position !== 'bottom' && (
            <Button icon={<CopyOutlined />} disabled={store.busy} onClick={() => void store.copyTopToPhone()}>{t('copy')}</Button>
          )}
        </Space>
        {tree.loaded && <span className="nav-toolbar-count">{t('count', { count: store.position === position ? store.count : 0 })}</span>}
      </div>
      {body()}
    </Card>
  );
});

export default NavbarPage;
