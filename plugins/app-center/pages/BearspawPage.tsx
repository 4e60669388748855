// /applicationCenter/bearspaw (熊掌号, app_center): the switch, appid, token (kept sealed on the
// server; shown masked, a blank field keeps it), JSON-LD and the follow bar on article pages.
// Pushing articles to Baidu is SEO's 百度收录: linked, not repeated here.
import { Alert, Button, Checkbox, Form, Input, Radio, Result, Skeleton, Space, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useClickGuard, useService, useT } from '../../../kernel';
import { BEARSPAW_FOLLOW_POSITIONS, BEARSPAW_LIMITS } from '../../../shared/domain/apps';
import { Panel } from '../../../shared/ui/panel/Panel';
import type { BearspawStore } from '../store/BearspawStore';
import { BEARSPAW_STORE } from '../tokens';
import '../appCenter.css';

const BAIDU_INCLUDE = '/seoSetting/baiduInclude';

const Fields = observer(function Fields({ store }: { store: BearspawStore }) {
  const t = useT();
  const guard = useClickGuard();
  const draft = store.draft!;
  const answer = store.answer!;
  const status = (field: string) => (store.refusal?.field === field ? { validateStatus: 'error' as const, help: store.refusal.message } : {});
  return (
    <Form layout="horizontal" labelCol={{ flex: '140px' }} className="ac-form" onFinish={() => guard.trigger() && void store.save()}>
      <Form.Item label={t('app-center.bearspaw.enabled')}>
        <Switch checked={draft.enabled} onChange={(on) => store.set('enabled', on)} aria-label={t('app-center.bearspaw.enabled')} />
      </Form.Item>
      <Form.Item label="appid" required={draft.enabled} {...status('appid')}>
        <Input value={draft.appid} maxLength={20} onChange={(e) => store.set('appid', e.target.value)} aria-label="appid" placeholder="1590000000000000" />
      </Form.Item>
      <Form.Item label="token" required={draft.enabled} {...status('token')}
        extra={answer.tokenSet && !draft.clearToken ? t('app-center.bearspaw.tokenKept', { mask: answer.tokenMask }) : t('app-center.bearspaw.tokenNone')}>
        <Space>
          <Input.Password value={draft.token} maxLength={BEARSPAW_LIMITS.token} autoComplete="new-password" onChange={(e) => store.set('token', e.target.value)}
            aria-label="token" placeholder={answer.tokenSet ? answer.tokenMask : ''} style={{ width: 280 }} />
          {answer.tokenSet && <Checkbox checked={draft.clearToken} onChange={(e) => store.set('clearToken', e.target.checked)}>{t('app-center.bearspaw.clearToken')}</Checkbox>}
        </Space>
      </Form.Item>
      <Form.Item label={t('app-center.bearspaw.article')}>
        <Space orientation="vertical">
          <Checkbox checked={draft.jsonLd} onChange={(e) => store.set('jsonLd', e.target.checked)}>{t('app-center.bearspaw.jsonLd')}</Checkbox>
          <Checkbox checked={draft.followBar} onChange={(e) => store.set('followBar', e.target.checked)}>{t('app-center.bearspaw.followBar')}</Checkbox>
        </Space>
      </Form.Item>
      {draft.followBar && (
        <Form.Item label={t('app-center.bearspaw.followPosition')}>
          <Radio.Group value={draft.followPosition} onChange={(e) => store.set('followPosition', e.target.value)}
            options={BEARSPAW_FOLLOW_POSITIONS.map((p) => ({ value: p, label: t(`app-center.bearspaw.positions.${p}`) }))} />
        </Form.Item>
      )}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={store.saving} disabled={guard.blocked && !store.saving}>{t('app-center.bearspaw.save')}</Button>
      </Form.Item>
    </Form>
  );
});

export default observer(function BearspawPage() {
  const t = useT();
  const store = useService(BEARSPAW_STORE);
  useEffect(() => {
    void store.load();
  }, [store]);
  let body;
  if (store.draft) body = <Fields store={store} />;
  else if (store.failed) body = <Result status="warning" title={t('app-center.loadFailed')} extra={<Button onClick={() => void store.load()}>{t('app-center.retry')}</Button>} />;
  else body = <Skeleton active paragraph={{ rows: 6 }} />;
  const state = store.answer ? <Tag color={store.answer.enabled ? 'success' : 'default'}>{t(store.answer.enabled ? 'app-center.on' : 'app-center.off')}</Tag> : null;
  return (
    <Panel title={t('app-center.bearspaw.title')} extra={state} data-testid="bearspaw-page">
      <p className="ac-intro">{t('app-center.bearspaw.intro')}</p>
      <Alert type="info" showIcon className="ac-form" style={{ marginBottom: 16 }}
        title={<span>{t('app-center.bearspaw.pushNote')} <Link to={BAIDU_INCLUDE}>{t('app-center.bearspaw.pushLink')}</Link></span>} />
      {body}
    </Panel>
  );
});
