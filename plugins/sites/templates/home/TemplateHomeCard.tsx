// 网站模板 on the site-administration home (a kernel homeCards contribution): the site's current
// template with 更换模板, or 选择模板 when it has none — the way to /{type}Home/template from the home.
// Mini-program and shop sites use no website template: the card is not offered there (manifest).
import { Button, Card, Empty, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import type { ThemeInfo } from '../../../../shared/domain/sites/templates';
import { useTemplatesT } from '../text';
import { TEMPLATES_API } from '../tokens';
import '../templates.css';

const TemplateHomeCard = observer(function TemplateHomeCard() {
  const api = useService(TEMPLATES_API);
  const site = useService(TOKENS.site);
  const t = useTemplatesT();
  // undefined while asking; null when the site's template cannot be read (the card then stays quiet).
  const [info, setInfo] = useState<ThemeInfo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.themeInfo(true).then((answer) => live && setInfo(answer), () => live && setInfo(null));
    return () => {
      live = false;
    };
  }, [api, site.home?.twebId]);

  if (info === null) return null;
  const home = `/${site.siteType}Home`;
  const current = info?.template ?? null;
  return (
    <Card size="small" title={t('home.title')} className="tpl-home-card" data-testid="template-home-card"
      extra={current && <Link to={`${home}/template`}><Button size="small" type="link">{t('home.change')}</Button></Link>}>
      {info === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : current ? (
        <div className="tpl-home-current">
          <img src={current.cover || current.mobileCover} alt={t('card.pictureAlt', { code: current.code })} className="tpl-home-picture" />
          <div className="tpl-home-text">
            <strong>{current.code}</strong>
            <span className="tpl-home-name" title={current.name}>{current.name}</span>
            {info.mobileTemplate && <span className="tpl-home-mobile">{t('home.mobile', { code: info.mobileTemplate.code })}</span>}
          </div>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.none')}>
          <Link to={`${home}/selectTemplate`}><Button type="primary" size="small">{t('home.select')}</Button></Link>
        </Empty>
      )}
    </Card>
  );
});

export default TemplateHomeCard;
