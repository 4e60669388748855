// /seoSetting/robotsTxtProtocol: edit robots.txt with the shared rule checked as you type; the
// server checks the same rule again.
import { Alert, Button, Card, Input, Space, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useClickGuard, useService } from '../../../kernel';
import { ROBOTS_MAX_LENGTH } from '../../../shared/domain';
import { SEO_STORE } from '../tokens';
import './seo.css';

const RobotsPage = observer(function RobotsPage() {
  const store = useService(SEO_STORE);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.robots.${key}`);
  const guard = useClickGuard();

  useEffect(() => {
    void store.loadRobots();
  }, [store]);

  if (store.robotsLoad.error) {
    return <Alert type="error" showIcon title={i18n.t('seo.loadFailed', { message: store.robotsLoad.error })} action={<Button onClick={() => store.loadRobots()}>{i18n.t('seo.retry')}</Button>} />;
  }

  const problems = store.robotsProblems;
  const save = async () => {
    if (!guard.trigger()) return;
    if (await store.saveRobots()) notifier.success(t('saved'));
  };
  const reset = async () => {
    if (await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('resetConfirm') })) store.resetRobotsToDefault();
  };

  return (
    <Card
      title={t('title')}
      loading={store.robotsLoad.loading}
      extra={store.robotsDirty ? <Tag color="orange">{t('unsaved')}</Tag> : null}
    >
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      {store.robotsAddresses.length > 0 && (
        <div className="seo-served" data-testid="robots-addresses">
          <span>{i18n.t('seo.publicFiles.robotsServed')}：</span>
          {store.robotsAddresses.map((url, i) => (
            <span key={url}>
              {i > 0 && '、'}
              <a href={url} target="_blank" rel="noopener noreferrer">{url}</a>
            </span>
          ))}
          <div className="seo-muted">{i18n.t('seo.publicFiles.robotsServedHint')}</div>
        </div>
      )}
      <Input.TextArea
        aria-label="robots.txt"
        value={store.robots}
        onChange={(e) => store.setRobots(e.target.value)}
        rows={14}
        maxLength={ROBOTS_MAX_LENGTH}
        showCount
        spellCheck={false}
        className="seo-robots-text"
        status={problems.length > 0 ? 'error' : undefined}
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={t('problems')}
          description={
            <ul className="seo-problems">
              {problems.map((p) => (
                <li key={`${p.line}-${p.message}`}>{p.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={save} loading={store.saving} disabled={guard.blocked || problems.length > 0 || !store.robotsDirty}>
          {t('save')}
        </Button>
        <Button onClick={reset}>{t('reset')}</Button>
      </Space>
    </Card>
  );
});

export default RobotsPage;
