// A visitor's drawer: who (region, source, link), the totals and intent, and the timeline of its
// page views, newest first, each visit's first page marked.
import { Alert, Button, Descriptions, Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { RADAR_TIMELINE_MAX } from '../../../../shared/domain/members/radarApi';
import type { RadarStore } from '../RadarStore';
import { formatDwell, useRadarT } from './radarText';
import { IntentTag, SourceCell } from './VisitorCells';

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** An address as a person reads it (a search's words, not their %-codes). */
function readable(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

export const VisitorDrawer = observer(function VisitorDrawer({ store }: { store: RadarStore }) {
  const t = useRadarT();
  const detail = store.visitor;
  const v = detail?.visitor;
  return (
    <Drawer
      open={store.visitorId !== null}
      onClose={() => store.closeVisitor()}
      title={t('drawer.title')}
      size={560}
      destroyOnHidden
      footer={<Button onClick={() => store.closeVisitor()}>{t('drawer.close')}</Button>}
    >
      <Spin spinning={store.visitorLoading}>
        {store.visitorError && <Alert type="error" showIcon title={t('drawer.failed', { message: store.visitorError })} />}
        {v && detail && (
          <div data-testid="radar-visitor-drawer">
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={t('drawer.region')}>{v.region}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.intent')}><IntentTag intent={v.intent} t={t} /></Descriptions.Item>
              <Descriptions.Item label={t('drawer.firstAt')}>{time(v.firstAt)}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.lastAt')}>{time(v.lastAt)}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.source')} span={2}><SourceCell row={v} t={t} /></Descriptions.Item>
              <Descriptions.Item label={t('drawer.visits')}>{v.visits}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.pages')}>{v.pages}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.dwell')}>{formatDwell(v.dwellMs, t)}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.member')}>{v.memberAccount || t('drawer.none')}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.form')} span={2}>
                {v.formMessageId !== null ? t('drawer.formId', { id: v.formMessageId }) : t('drawer.none')}
              </Descriptions.Item>
            </Descriptions>
            <h3 className="radar-timeline-title">{t('drawer.timeline', { count: Math.min(detail.views.length, RADAR_TIMELINE_MAX) })}</h3>
            {detail.views.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Timeline
                items={detail.views.map((view, i) => ({
                  key: `${view.at}-${i}`,
                  color: view.visitStart ? 'green' : 'blue',
                  content: (
                    <div className="radar-view">
                      <Typography.Text type="secondary" className="radar-view-time">
                        {time(view.at)}
                        {view.visitStart && <Tag color="green" className="radar-view-new">{t('drawer.newVisit')}</Tag>}
                      </Typography.Text>
                      <a href={view.page} target="_blank" rel="noopener noreferrer">{view.title || view.page}</a>
                      <Typography.Text type="secondary" className="radar-view-page" ellipsis={{ tooltip: view.page }}>{view.page}</Typography.Text>
                      <Typography.Text type="secondary" className="radar-view-page" ellipsis={{ tooltip: readable(view.referrer) }}>
                        {t('drawer.stayed', { time: formatDwell(view.dwellMs, t) })}
                        {view.referrer ? ` · ${t('drawer.from', { referrer: readable(view.referrer) })}` : ''}
                      </Typography.Text>
                    </div>
                  ),
                }))}
              />
            )}
          </div>
        )}
      </Spin>
    </Drawer>
  );
});
