// Cells the visitor list and the drawer share: where a visitor came from, its intent, and what it
// is linked to (a member, a form message).
import { Space, Tag, Typography } from 'antd';
import type { RadarVisitorRow } from '../../../../shared/domain/members/radarApi';
import { INTENT_COLOR, type RadarT } from './radarText';

export function SourceCell({ row, t }: { row: RadarVisitorRow; t: RadarT }) {
  const label = row.source === 'engine' && row.engine ? t(`engine.${row.engine}`) : t(`source.${row.source}`);
  return (
    <div className="radar-source">
      <span>{label}</span>
      {/* Cut with "…" when the column is narrow, the whole keyword on hover. */}
      {row.keyword && <span className="radar-keyword" title={t('keyword', { keyword: row.keyword })}>{t('keyword', { keyword: row.keyword })}</span>}
    </div>
  );
}

export function IntentTag({ intent, t }: { intent: number; t: RadarT }) {
  return <Tag color={INTENT_COLOR[intent] ?? 'default'}>{t(`intent.${intent}`)}</Tag>;
}

export function LinkCell({ row, t }: { row: RadarVisitorRow; t: RadarT }) {
  if (!row.memberAccount && row.formMessageId === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} wrap>
      {row.memberAccount && <Tag color="blue">{t('member', { account: row.memberAccount })}</Tag>}
      {row.formMessageId !== null && <Tag color="purple">{t('formSender')}</Tag>}
    </Space>
  );
}
