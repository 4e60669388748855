// 邮件模板 / 短信模板: the site's two templates (新留言通知, 测试消息) with 编辑.
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useT } from '../../../../kernel';
import { messagingTime, type MailTemplateView, type SmsTemplateView } from '../../../../shared/domain/settings';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import type { Outcome } from '../store/outcome';
import { TemplateDialog, type TemplateTarget } from './TemplateDialog';

type Row = MailTemplateView | SmsTemplateView;

export function TemplatesCard({ channel, rows, siteName, signature, readOnly = false, onSave }: {
  channel: 'mail' | 'sms';
  /** Nothing may be saved (SMS unconfigured): no 编辑. */
  readOnly?: boolean;
  rows: Row[] | null;
  siteName: string;
  signature?: string;
  onSave(target: TemplateTarget, values: { subject: string; body: string; templateId: string }): Promise<Outcome>;
}) {
  const t = useT();
  const [target, setTarget] = useState<TemplateTarget | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (row: Row) => {
    setTarget(channel === 'mail' ? { channel, template: row as MailTemplateView } : { channel, template: row as SmsTemplateView });
    setOpen(true);
  };
  const textOf = (row: Row) => ('subject' in row ? row.subject : row.content);
  const columns: FitColumn<Row>[] = [
    { title: t('settings.messaging.templates.name'), dataIndex: 'name', minWidth: 110, width: 130 },
    {
      title: t(channel === 'mail' ? 'settings.messaging.templates.subject' : 'settings.messaging.templates.content'), key: 'text', minWidth: 200,
      render: (_, row) => <span className="messaging-clip" title={textOf(row)}>{textOf(row)}</span>,
    },
    {
      title: t('settings.messaging.templates.updatedAt'), dataIndex: 'updatedAt', minWidth: 160, width: 180,
      render: (at: number | null) => (at === null ? <Tag>{t('settings.messaging.templates.defaultText')}</Tag> : messagingTime(at)),
    },
    {
      title: t('settings.messaging.templates.action'), key: 'edit', minWidth: 80, width: 90,
      render: (_, row) => <Button type="link" disabled={readOnly} onClick={() => edit(row)} aria-label={`${t('settings.messaging.edit')} ${row.name}`}>{t('settings.messaging.edit')}</Button>,
    },
  ];
  return (
    <Card title={t('settings.messaging.templates.title', { channel: t(`settings.messaging.templates.${channel}Channel`) })}>
      <FitTable<Row> rowKey="code" size="middle" pagination={false} loading={rows === null} dataSource={rows ?? []} columns={columns} />
      <TemplateDialog
        target={target} open={open} siteName={siteName} signature={signature}
        onSave={(values) => (target ? onSave(target, values) : Promise.resolve({ ok: false, field: '', message: '' }))}
        onClose={() => setOpen(false)} afterClose={() => setTarget(null)}
      />
    </Card>
  );
}
