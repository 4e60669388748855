// One submission on a page of its own — a lead message (/zhEnquiry/details?id=) or a data record
// (/zhEnquiry/recordDetails?id=). Both inboxes open it the same way (DetailLink): a page has an
// address to share or reload, and back/forward work; the lists keep their filters and page in
// their stores, and the shell restores their scroll position on back, so nothing of the list's
// place is lost by leaving it.
import { Button, Card, Empty, Skeleton } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../../kernel';
import { CODE, type MessageDetail } from '../../../../shared/domain';
import type { FromState } from './DetailLink';
import { LoadError, MessageValues, useInboxT } from './InboxPage';
import './inbox.css';

export interface DetailSource {
  /** Loads the submission (a message is marked read by the server). */
  load(id: number): Promise<MessageDetail>;
  /** The list to go to on a direct visit (no list to go back to) and after a removal. */
  listPath: string;
  /** Removal with confirmation; absent where the list cannot remove (data records). */
  remove?(id: number): Promise<boolean>;
  /** Strings of forms.inbox (messages) or forms.records (records): detail, summary, notFound. */
  section: 'inbox' | 'records';
}

type State = { phase: 'loading' } | { phase: 'ready'; detail: MessageDetail } | { phase: 'missing' } | { phase: 'failed'; message: string };

export const MessageDetailView = observer(function MessageDetailView({ source }: { source: DetailSource }) {
  const { t } = useInboxT(source.section);
  const { t: ti } = useInboxT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = Boolean((location.state as FromState | null)?.from);
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
    source.load(id).then(
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
  }, [source, id, valid, attempt]);

  // Back to the list it was opened from (its history entry, so its scroll comes back too);
  // a shared or typed address goes to the list.
  const back = () => (cameFromList ? navigate(-1) : navigate(source.listPath));

  const remove = async () => {
    if (!source.remove) return;
    setRemoving(true);
    const removed = await source.remove(id);
    setRemoving(false);
    if (!removed) return;
    if (cameFromList) navigate(-1);
    else navigate(source.listPath, { replace: true });
  };

  const detail = state.phase === 'ready' ? state.detail : null;

  return (
    <div className="forms-inbox" data-testid="message-detail">
      <div className="forms-inbox-heading">
        <Button type="link" className="forms-inbox-back" icon={<ArrowLeftOutlined />} onClick={back}>
          {ti('back')}
        </Button>
        <h2 className="forms-inbox-title">{t('detail')}</h2>
      </div>
      <Card
        title={detail ? t('summary') : null}
        extra={
          detail &&
          source.remove && (
            <Button danger loading={removing} onClick={() => void remove()}>
              {ti('remove')}
            </Button>
          )
        }
      >
        {state.phase === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state.phase === 'missing' && (
          <Empty description={t('notFound')}>
            <Button onClick={() => navigate(source.listPath)}>{ti('back')}</Button>
          </Empty>
        )}
        {state.phase === 'failed' && <LoadError message={state.message} onRetry={() => setAttempt((n) => n + 1)} />}
        {detail && <MessageValues detail={detail} />}
      </Card>
    </div>
  );
});
