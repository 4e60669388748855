// Every AI page's frame (issue 16 §2): on opening it asks whether the company may use AI and the
// month's quota. While that loads it says so; when AI cannot be used it shows the reason — the
// exact message (演示账号… / 当前账号未开通AI服务… / AI服务未配置…) — INSTEAD of the page; else a
// compact quota line above the page's content, kept current by the areas' refreshQuota().
import { Alert, Button, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useService, useT } from '../../../../kernel';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { shanghaiDate, tokensText } from '../format';
import { AI_ACCESS_STORE } from '../tokens';
import './aiPageFrame.css';

export interface AiPageFrameProps {
  /** The page's title: the frame is then a panel with the quota line at its head. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * The page needs the model (default). A page that also works without it (公众号采集 without its AI
   * options) shows AI服务未配置… as a notice above its content instead of in place of it.
   */
  needsModel?: boolean;
}

export const AiPageFrame = observer(function AiPageFrame({ title, children, needsModel = true }: AiPageFrameProps) {
  const t = useT();
  const store = useService(AI_ACCESS_STORE);
  useEffect(() => {
    void store.load();
  }, [store]);

  const ready = store.readyFor(needsModel);
  const refusal = store.refusalFor(needsModel);
  const quota = ready && store.quota
    ? (
      <span className="ai-quota" data-testid="ai-quota">
        {t('ai.access.quotaLine', {
          remaining: tokensText(store.quota.remaining),
          total: tokensText(store.quota.total),
          used: tokensText(store.quota.used),
          date: shanghaiDate(store.quota.resetAt),
        })}
      </span>
    )
    : null;

  let body: ReactNode;
  if (store.failed) {
    body = <Result status="warning" title={t('ai.access.loadFailed')} extra={<Button onClick={() => void store.load()}>{t('ai.access.retry')}</Button>} />;
  } else if (refusal !== null) {
    body = <Result status="warning" title={refusal} data-testid="ai-refusal" />;
  } else if (!ready) {
    body = <div className="ai-frame-loading"><Spin /> <span>{t('ai.access.loading')}</span></div>;
  } else {
    body = (
      <>
        {!title && quota && <div className="ai-quota-bar">{quota}</div>}
        {store.refusal !== null && <Alert type="warning" showIcon className="ai-frame-notice" title={store.refusal} data-testid="ai-unconfigured" />}
        {children}
      </>
    );
  }

  if (title) return <Panel title={title} extra={quota} className="ai-frame">{body}</Panel>;
  return <div className="ai-frame">{body}</div>;
});
