// /zhEnquiry/details?id= : one message. Opening it marks it read (readMsg); every submitted item
// shows as text (line breaks kept), then the form, time, IP and browser; back and delete.
import { Button, Card, Empty, Skeleton } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError, useService } from '../../../../kernel';
import { CODE, type MessageDetail } from '../../../../shared/domain';
import { INBOX_STORE } from '../../tokens';
import { LoadError, MessageValues, useInboxT } from './InboxPage';
import './inbox.css';

type State = { phase: 'loading' } | { phase: 'ready'; detail: MessageDetail } | { phase: 'missing' } | { phase: 'failed'; message: string };

const MessageDetailPage = observer(function MessageDetailPage() {
  const store = useService(INBOX_STORE);
  const { t } = useInboxT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    if (!valid) {
      setState({ phase: 'missing' });
      return;
    }
    let alive = true;
    setState({ phase: 'loading' });
    store.readMessage(id).then(
      (detail) => {
        if (alive) setState(detail ? { phase: 'ready', detail } : { phase: 'missing' });
      },
      (error: unknown) => {
        if (!alive) return;
        if (error instanceof HttpError && error.code === CODE.notFound) setState({ phase: 'missing' });
        else setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      alive = false;
    };
  }, [store, id, valid, attempt]);

  // Back to where the operator came from (the inbox or one form's list); a deep link goes to the inbox.
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(store.inboxPath);
  };

  const remove = async () => {
    setRemoving(true);
    const removed = await store.removeOne(id);
    setRemoving(false);
    if (removed) navigate(store.inboxPath, { replace: true });
  };

  const detail = state.phase === 'ready' ? state.detail : null;

  return (
    <div className="forms-inbox">
      <div className="forms-inbox-heading">
        <Button type="link" className="forms-inbox-back" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('back')}
        </Button>
        <h2 className="forms-inbox-title">{t('detail')}</h2>
      </div>
      <Card
        title={detail ? t('summary') : null}
        extra={
          detail && (
            <Button danger loading={removing} onClick={() => void remove()}>
              {t('remove')}
            </Button>
          )
        }
      >
        {state.phase === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state.phase === 'missing' && (
          <Empty description={t('notFound')}>
            <Button onClick={() => navigate(store.inboxPath)}>{t('backToInbox')}</Button>
          </Empty>
        )}
        {state.phase === 'failed' && <LoadError message={state.message} onRetry={() => setAttempt((n) => n + 1)} />}
        {detail && <MessageValues detail={detail} />}
      </Card>
    </div>
  );
});

export default MessageDetailPage;
