// Site switcher popup (375 px): the company's sites grouped by type, each with its name, a free
// badge, a responsive/marketing badge and, for free sites, an upgrade button (§2).
import { Badge, Button, Empty, Popover, Tag } from 'antd';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { SITE_POPOVER_WIDTH, isFreeSite, isResponsive, type SiteEntry } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { RetryableLazy } from '../routing/RetryableLazy';

const loadUpgradeDialog = () => import(/* webpackChunkName: "dialog-upgrade-site" */ './UpgradeSiteDialog');

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'success', 3: 'error' };

export const SiteSwitcher = observer(function SiteSwitcher() {
  const site = useService(TOKENS.site);
  const session = useService(TOKENS.session);
  const i18n = useService(TOKENS.i18n);
  const [open, setOpen] = useState(false);
  const [upgrading, setUpgrading] = useState<SiteEntry | null>(null);
  const current = site.home?.twebId;

  const row = (entry: SiteEntry) => {
    const status = site.statusOf(entry);
    const isCurrent = entry.id === current;
    return (
      <li key={entry.id} className={`site-row${isCurrent ? ' site-row-current' : ''}`}>
        <button
          type="button"
          className="site-row-main"
          aria-current={isCurrent ? 'true' : undefined}
          onClick={() => {
            setOpen(false);
            if (!isCurrent) session.switchSite(entry.id);
          }}
        >
          <span className="site-row-name ellipsis" title={entry.site_name}>
            {entry.site_name}
          </span>
          <span className="site-row-badges">
            {isFreeSite(entry.product_record_id) && <Tag color="orange">{i18n.t('kernel.site.free')}</Tag>}
            <Tag color={isResponsive(entry.all_type) ? 'blue' : 'purple'}>{i18n.t(isResponsive(entry.all_type) ? 'kernel.site.responsive' : 'kernel.site.marketing')}</Tag>
            <Badge status={STATUS_COLOR[status] as 'success'} text={i18n.t(`kernel.site.status.${status}`)} />
          </span>
        </button>
        {isFreeSite(entry.product_record_id) && (
          <Button size="small" type="primary" ghost onClick={() => { setOpen(false); setUpgrading(entry); }}>
            {i18n.t('kernel.site.upgrade')}
          </Button>
        )}
      </li>
    );
  };

  const content = (
    <div className="site-switcher" data-testid="site-switcher">
      {site.groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('kernel.header.noSites')} />}
      {site.groups.map((group) => (
        <section key={group.type} className="site-group" aria-label={i18n.t(`kernel.site.types.${group.type}`)}>
          <div className="site-group-title">{i18n.t(`kernel.site.types.${group.type}`)}</div>
          <ul className="site-group-list">{group.sites.map(row)}</ul>
        </section>
      ))}
    </div>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomLeft"
        open={open}
        onOpenChange={(value) => {
          setOpen(value);
          if (value) void site.loadSites().catch(() => undefined);
        }}
        title={i18n.t('kernel.header.siteSwitcherTitle')}
        content={content}
        styles={{ container: { width: SITE_POPOVER_WIDTH } }}
      >
        <Button type="text" className="site-switcher-trigger" icon={<SwapOutlined />} aria-haspopup="dialog" aria-expanded={open}>
          <span className="site-switcher-name">{site.home?.site_name ?? i18n.t('kernel.header.switchSite')}</span>
        </Button>
      </Popover>
      {upgrading && <RetryableLazy load={loadUpgradeDialog} props={{ site: upgrading, onClose: () => setUpgrading(null) }} fallback={null} renderError={() => null} />}
    </>
  );
});
