// /zhContent/historyEdit?id=&rid=: one revision as it was saved, and restoring it (a new save,
// lock-checked against the article's current version).
import { Alert, Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { HttpError, TOKENS, useClickGuard, useService } from '../../../kernel';
import { CONTENT_MSG, type RevisionDetail } from '../../../shared/domain';
import { CONTENT_API } from '../tokens';
import './content.css';

const RevisionViewPage = observer(function RevisionViewPage() {
  const api = useService(CONTENT_API);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const rid = Number(params.get('rid'));
  const type = params.get('type') ?? '1';
  const [revision, setRevision] = useState<RevisionDetail | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.history.${key}`, p);

  useEffect(() => {
    Promise.all([api.revision(rid), api.article(id)]).then(
      ([rev, { info }]) => {
        setRevision(rev);
        setCurrent(info.version);
      },
      (e: Error) => setError(e.message),
    );
  }, [api, id, rid]);

  const restore = async () => {
    if (!revision || current === null || !guard.trigger()) return;
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('restoreConfirm', { version: revision.version }) }))) return;
    try {
      const result = await api.restoreRevision(id, rid, current);
      notifier.success(t('restored', { version: result.version }));
      navigate(`/zhContent/add?type=${type}&id=${id}`);
    } catch (e) {
      notifier.error(e instanceof HttpError && e.code === 409 ? CONTENT_MSG.lockConflict : e instanceof Error ? e.message : String(e));
    }
  };

  if (error) return <Result status="warning" title={error} extra={<Button onClick={() => navigate(-1)}>{t('back')}</Button>} />;
  if (!revision) return <Spin />;
  const a = revision.article;
  return (
    <Card
      title={`${t('title')} v${revision.version}`}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('back')}</Button>
          <Button type="primary" onClick={restore} disabled={guard.blocked || current === revision.version}>
            {t('restore')}
          </Button>
        </Space>
      }
    >
      {current !== null && <Alert type="info" showIcon title={t('current', { version: current })} style={{ marginBottom: 16 }} />}
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={i18n.t('content.list.title')} span={2}>{a.title}</Descriptions.Item>
        <Descriptions.Item label={t('editor')}>{revision.editor}</Descriptions.Item>
        <Descriptions.Item label={t('time')}>{dayjs(revision.created_at).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
        <Descriptions.Item label={i18n.t('content.list.status')}>{i18n.t(`content.status.${a.status}`)}</Descriptions.Item>
        <Descriptions.Item label={i18n.t('content.edit.author')}>{a.author}</Descriptions.Item>
        <Descriptions.Item label={i18n.t('content.edit.summary')} span={2}>{a.summary}</Descriptions.Item>
      </Descriptions>
      {/* Stored HTML was sanitised by the server's allowlist before it was saved. */}
      <div className="content-revision-body" dangerouslySetInnerHTML={{ __html: a.content }} />
    </Card>
  );
});

export default RevisionViewPage;
