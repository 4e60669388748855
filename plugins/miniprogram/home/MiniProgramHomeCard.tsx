// 响应式小程序 on a Chinese site's home (a kernel homeCards contribution, key xys_xcx): how many
// platforms are bound and each one's status, from the console's own call (admin/xcx/info), and
// 进入小程序管理 → /zhHome/zhXcx. Mini-program and shop sites need no card: their home is the console.
import { Button, Card, Skeleton, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useService, useT } from '../../../kernel';
import { MP_PLATFORMS } from '../../../shared/domain/miniprogram';
import { K, platformLabel, STATUS_COLOR } from '../components/text';
import { MINIPROGRAM_STORE } from '../tokens';
import '../miniprogram.css';

const H = 'miniprogram.home';

const MiniProgramHomeCard = observer(function MiniProgramHomeCard() {
  const t = useT();
  const store = useService(MINIPROGRAM_STORE);
  useEffect(() => {
    void store.load();
  }, [store]);

  const info = store.info;
  const bound = info ? info.bindings.filter((b) => b.status !== 'unbound').length : 0;
  let body;
  if (info) {
    body = (
      <>
        <p className="mp-home-summary" data-testid="mp-home-summary">
          {bound ? t(`${H}.bound`, { bound, total: MP_PLATFORMS.length }) : t(`${H}.none`)}
        </p>
        <div className="mp-home-platforms">
          {MP_PLATFORMS.map((p) => {
            const status = store.bindingOf(p)?.status ?? 'unbound';
            return (
              <span key={p} className="mp-home-platform" data-testid={`mp-home-${p}`}>
                {platformLabel(t, p)} <Tag color={STATUS_COLOR[status]}>{t(`${K}.status.${status}`)}</Tag>
              </span>
            );
          })}
        </div>
      </>
    );
  } else if (store.failed) {
    body = <p className="mp-home-summary">{t(`${K}.loadFailed`)} <Button size="small" type="link" onClick={() => void store.load()}>{t(`${K}.retry`)}</Button></p>;
  } else {
    body = <Skeleton active paragraph={{ rows: 1 }} />;
  }
  return (
    <Card size="small" title={t(`${H}.title`)} data-testid="mp-home-card"
      extra={<Link to="/zhHome/zhXcx"><Button size="small" type="primary" data-testid="mp-home-enter">{t(`${H}.enter`)}</Button></Link>}>
      {body}
    </Card>
  );
});

export default MiniProgramHomeCard;
