// The "collecting / stopped" switch of a form row, for lead forms and data forms alike.
import { Space, Switch } from 'antd';
import { useState } from 'react';
import { TOKENS, useService } from '../../../kernel';

interface Props {
  title: string;
  published: boolean;
  /** Switches it on the server; false when that failed (the HTTP service already said why). */
  onChange(published: boolean): Promise<boolean>;
}

export function PublishSwitch({ title, published, onChange }: Props) {
  const i18n = useService(TOKENS.i18n);
  const notifier = useService(TOKENS.notifier);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => i18n.t(`forms.list.${key}`);
  const toggle = async (value: boolean) => {
    setBusy(true);
    try {
      if (await onChange(value)) notifier.success(t(value ? 'publishedOk' : 'unpublishedOk'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={6}>
      <Switch size="small" checked={published} loading={busy} onChange={toggle} aria-label={`${title} ${published ? t('unpublish') : t('publish')}`} />
      <span>{published ? t('published') : t('unpublished')}</span>
    </Space>
  );
}
