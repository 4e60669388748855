// /zhEnquiry/recordDetails?id= : one data-form record, shown as a lead message is (MessageDetailView):
// every submitted item as text, then the form, time, IP and browser; back to the records.
import { useMemo } from 'react';
import { useService } from '../../../../kernel';
import { RECORDS_STORE } from '../../tokens';
import { MessageDetailView, type DetailSource } from './MessageDetailView';

export default function RecordDetailPage() {
  const store = useService(RECORDS_STORE);
  const source = useMemo<DetailSource>(
    () => ({ section: 'records', listPath: '/zhEnquiry/messageManagement4', load: (id) => store.readRecord(id) }),
    [store],
  );
  return <MessageDetailView source={source} />;
}
