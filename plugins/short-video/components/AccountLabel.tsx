// A video's account as the lists show it: the platform's tag, then the account's name.
import { Tag } from 'antd';
import { useVideoT } from './videoText';

const PLATFORM_COLORS: Record<string, string> = { douyin: 'default', kuaishou: 'orange', channels: 'green', xiaohongshu: 'red', bilibili: 'blue' };

export function PlatformTag({ platform }: { platform: string }) {
  const t = useVideoT();
  if (!platform) return null;
  return (
    <Tag color={PLATFORM_COLORS[platform] ?? 'default'} className="sv-platform">
      {t(`platforms.${platform}`)}
    </Tag>
  );
}

export function AccountLabel({ platform, name }: { platform: string; name: string }) {
  const t = useVideoT('list');
  if (!name) return <span className="sv-muted">{t('noAccount')}</span>;
  return (
    <span className="sv-account" title={name}>
      <PlatformTag platform={platform} />
      <span className="sv-account-name">{name}</span>
    </span>
  );
}
