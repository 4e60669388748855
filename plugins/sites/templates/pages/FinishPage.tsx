// /zhHome/finish?twebId&taskId (site_decorate, hidden): the build's progress (the kernel's task
// line, followed through the task service, so a reload picks it up from the URL), then 建站完成:
// the site's PC and mobile addresses, its pictures, 编辑网站 (the editor; only on the product's own
// hosts), 绑定域名 and 更换模板. A failed or cancelled build says why and offers 重新选择模板.
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TaskProgressLine, usePageTitle, useService, useTaskActions } from '../../../../kernel';
import { useTemplatesT } from '../text';
import { FINISH_STORE } from '../tokens';
import '../templates.css';

const idOf = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

const address = (url: string) => (/^https?:\/\//i.test(url) ? url : `http://${url}`);

const FinishPage = observer(function FinishPage() {
  const factory = useService(FINISH_STORE);
  const [store] = useState(() => factory);
  const t = useTemplatesT();
  const actions = useTaskActions();
  const [params] = useSearchParams();
  const twebId = idOf(params.get('twebId'));
  const taskId = idOf(params.get('taskId'));
  usePageTitle(t('finish.title'));

  useEffect(() => {
    void store.show(twebId, taskId);
    return () => store.dispose();
  }, [store, twebId, taskId]);

  const reselect = <Link to="/zhHome/selectTemplate"><Button type="primary">{t('finish.reselect')}</Button></Link>;
  const phase = store.phase;
  const task = store.task;

  let body;
  if (phase === 'lost') {
    body = <Result status="warning" title={t('finish.lost', { message: store.lost ?? '' })} extra={reselect} />;
  } else if (phase === 'failed') {
    const cancelled = task?.state === 'cancelled';
    body = (
      <Result
        status="error"
        title={cancelled ? t('finish.cancelled') : t('finish.failed')}
        subTitle={<span data-testid="finish-reason">{cancelled ? task?.stage : store.failure}</span>}
        extra={reselect}
      />
    );
  } else if (phase === 'done') {
    const entry = store.entry;
    const pictures = store.pictures;
    body = (
      <>
        <Result status="success" title={<span data-testid="finish-done">{t('finish.done')}</span>} subTitle={t('finish.doneHint')} />
        <Descriptions column={1} bordered size="small" className="tpl-section">
          <Descriptions.Item label={t('finish.pcAddress')}>
            {entry?.open_first_url ? <Typography.Link href={address(entry.open_first_url)} target="_blank" rel="noopener noreferrer" data-testid="finish-pc-url">{entry.open_first_url}</Typography.Link> : t('finish.noAddress')}
          </Descriptions.Item>
          <Descriptions.Item label={t('finish.mobileAddress')}>
            {entry?.open_third_url ? <Typography.Link href={address(entry.open_third_url)} target="_blank" rel="noopener noreferrer" data-testid="finish-mobile-url">{entry.open_third_url}</Typography.Link> : t('finish.noAddress')}
          </Descriptions.Item>
        </Descriptions>
        <div className="tpl-finish-pictures tpl-section">
          {pictures ? (
            <>
              <figure><img className="tpl-finish-pc" src={pictures.pc} alt={t('finish.pcPicture')} /><figcaption>{t('finish.pcPicture')}</figcaption></figure>
              <figure><img className="tpl-finish-mobile" src={pictures.mobile} alt={t('finish.mobilePicture')} /><figcaption>{t('finish.mobilePicture')}</figcaption></figure>
            </>
          ) : <Typography.Text type="secondary">{t('finish.noPicture')}</Typography.Text>}
        </div>
        <Space wrap className="tpl-section">
          {store.desktopUrl && <Button type="primary" href={store.desktopUrl} target="_blank" rel="noopener noreferrer">{t('finish.edit')}</Button>}
          <Link to="/zhSetting/site2"><Button>{t('finish.bindDomain')}</Button></Link>
          <Link to="/zhHome/template"><Button>{t('finish.changeTemplate')}</Button></Link>
          <Link to="/zhHome/index"><Button type="link">{t('finish.toHome')}</Button></Link>
        </Space>
      </>
    );
  } else {
    body = (
      <div className="tpl-section" aria-live="polite">
        <Typography.Title level={5}>{task ? t('finish.building') : t('finish.following')}</Typography.Title>
        {task ? <TaskProgressLine task={task} onCancel={actions.cancel} /> : <Spin />}
        <Alert type="info" showIcon className="tpl-section" title={t('finish.buildingHint')} />
      </div>
    );
  }

  return <Card title={<h2 className="ui-panel-title">{t('finish.title')}</h2>} data-testid="finish-page">{body}</Card>;
});

export default FinishPage;
