// Loading / error / empty states shared by the home cards.
import { Alert, Button, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import type { Section } from '../../store/HomeStore';

export const SectionState = observer(function SectionState<T>({ section, onRetry, children }: { section: Section<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  const i18n = useService(TOKENS.i18n);
  if (section.loading && section.data === null) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (section.error !== null) {
    return (
      <Alert
        type="error"
        showIcon
        title={i18n.t('home.loadFailed', { message: section.error })}
        action={<Button size="small" onClick={onRetry}>{i18n.t('home.retry')}</Button>}
      />
    );
  }
  return <>{section.data !== null && children(section.data)}</>;
});
