// /zhEnquiry/details?id= : one lead message. Opening it marks it read (readMsg); every submitted
// item shows as text (line breaks kept), then the form, time, IP and browser; back and delete.
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useService } from '../../../../kernel';
import { INBOX_STORE } from '../../tokens';
import { MessageDetailView, type DetailSource } from './MessageDetailView';

const MessageDetailPage = observer(function MessageDetailPage() {
  const store = useService(INBOX_STORE);
  const listPath = store.inboxPath;
  const source = useMemo<DetailSource>(
    () => ({ section: 'inbox', listPath, load: (id) => store.readMessage(id), remove: (id) => store.removeOne(id) }),
    [store, listPath],
  );
  return <MessageDetailView source={source} />;
});

export default MessageDetailPage;
