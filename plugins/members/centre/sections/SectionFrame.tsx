// What every section of 会员中心设置 shows around its form: a skeleton while it first loads, a retry
// when the load failed, then the form (kept while it reloads).
import { Button, Result, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../../../kernel';
import type { SectionState } from '../store/SectionState';

export const SectionFrame = observer(function SectionFrame<A>({ state, children }: { state: SectionState<A>; children: (data: A) => ReactNode }) {
  const t = useT();
  useEffect(() => {
    void state.load();
  }, [state]);
  if (state.data) return <>{children(state.data)}</>;
  if (state.failed) {
    return <Result status="warning" title={t('members.centre.loadFailed')} extra={<Button onClick={() => void state.load()}>{t('members.centre.retry')}</Button>} />;
  }
  return <Skeleton active paragraph={{ rows: 6 }} />;
});
