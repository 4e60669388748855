// Edits one template: its texts, the placeholders it may use (a click inserts one where the cursor
// was), and a preview rendered with a sample lead by the same function the server sends with. The
// dialog closes with its animation and is reset after it.
import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useClickGuard, useT } from '../../../../kernel';
import {
  MAIL_TEMPLATE_DEFAULTS, MAIL_TEMPLATE_LIMITS, MSG_SAMPLE_LEAD, SMS_TEMPLATE_DEFAULTS, SMS_TEMPLATE_LIMITS,
  leadMessageValues, renderMessageTemplate, smsText, testMessageValues,
  type MailTemplateView, type MessageTemplateCode, type SmsTemplateView,
} from '../../../../shared/domain/settings';
import type { Outcome } from '../store/outcome';

export type TemplateTarget = { channel: 'mail'; template: MailTemplateView } | { channel: 'sms'; template: SmsTemplateView };

interface Values {
  subject: string;
  body: string;
  templateId: string;
}

const valuesOf = (target: TemplateTarget): Values => (target.channel === 'mail'
  ? { subject: target.template.subject, body: target.template.body, templateId: '' }
  : { subject: '', body: target.template.content, templateId: target.template.templateId });

const defaultsOf = (channel: 'mail' | 'sms', code: MessageTemplateCode): Values => (channel === 'mail'
  ? { ...MAIL_TEMPLATE_DEFAULTS[code], templateId: '' }
  : { subject: '', body: SMS_TEMPLATE_DEFAULTS[code].content, templateId: SMS_TEMPLATE_DEFAULTS[code].templateId });

function sampleValues(code: MessageTemplateCode, siteName: string): Record<string, string> {
  return code === 'lead' ? leadMessageValues({ siteName, ...MSG_SAMPLE_LEAD }) : testMessageValues(siteName, MSG_SAMPLE_LEAD.submittedAt);
}

export function TemplateDialog({ target, open, siteName, signature, onSave, onClose, afterClose }: {
  target: TemplateTarget | null;
  open: boolean;
  siteName: string;
  /** SMS: the saved signature, shown in the preview. */
  signature?: string;
  onSave(values: Values): Promise<Outcome>;
  onClose(): void;
  afterClose(): void;
}) {
  const t = useT();
  const guard = useClickGuard();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const focused = useRef<'subject' | 'body'>('body');
  const watched = Form.useWatch([], form) as Values | undefined;

  useEffect(() => {
    if (open && target) form.setFieldsValue(valuesOf(target));
  }, [open, target, form]);

  if (!target) return null;
  const { channel, template } = target;
  const isMail = channel === 'mail';
  const values = sampleValues(template.code, siteName);
  const current = watched ?? valuesOf(target);

  const insert = (name: string) => {
    const field = isMail ? focused.current : 'body';
    const text = form.getFieldValue(field) as string;
    form.setFieldValue(field, `${text ?? ''}{${name}}`);
  };
  const submit = async () => {
    if (saving || !guard.trigger()) return;
    const typed = form.getFieldsValue(true) as Values;
    setSaving(true);
    const outcome = await onSave(typed);
    setSaving(false);
    if (outcome.ok) onClose();
    else form.setFields([{ name: (outcome.field === 'content' ? 'body' : outcome.field || 'body') as keyof Values, errors: [outcome.message] }]);
  };

  return (
    <Modal
      open={open} width={720} title={t('settings.messaging.templates.editTitle', { name: template.name })}
      okText={t('settings.messaging.save')} cancelText={t('settings.messaging.cancel')}
      onOk={() => void submit()} onCancel={onClose} confirmLoading={saving} okButtonProps={{ disabled: guard.blocked }}
      afterClose={() => {
        form.resetFields();
        afterClose();
      }}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={valuesOf(target)}>
        {isMail && (
          <Form.Item name="subject" label={t('settings.messaging.templates.subject')}>
            <Input maxLength={MAIL_TEMPLATE_LIMITS.subject} showCount onFocus={() => { focused.current = 'subject'; }} />
          </Form.Item>
        )}
        <Form.Item name="body" label={t(isMail ? 'settings.messaging.templates.body' : 'settings.messaging.templates.content')}>
          <Input.TextArea rows={isMail ? 7 : 4} maxLength={isMail ? MAIL_TEMPLATE_LIMITS.body : SMS_TEMPLATE_LIMITS.content} showCount
            onFocus={() => { focused.current = 'body'; }} />
        </Form.Item>
        {!isMail && (
          <Form.Item name="templateId" label={t('settings.messaging.templates.templateId')} extra={t('settings.messaging.templates.templateIdHelp')}>
            <Input maxLength={SMS_TEMPLATE_LIMITS.templateId} />
          </Form.Item>
        )}
        <Form.Item label={t('settings.messaging.templates.placeholders')}>
          <Space wrap size={[4, 4]}>
            {template.placeholders.map((name) => (
              <Tag.CheckableTag key={name} checked={false} onChange={() => insert(name)}>{`{${name}}`}</Tag.CheckableTag>
            ))}
            <Button size="small" type="link" onClick={() => form.setFieldsValue(defaultsOf(channel, template.code))}>{t('settings.messaging.templates.restore')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <div className="messaging-preview" aria-label={t('settings.messaging.templates.preview')}>
        <Typography.Text type="secondary">{t('settings.messaging.templates.preview')}</Typography.Text>
        {isMail && <div className="messaging-preview-subject">{renderMessageTemplate(current.subject ?? '', values)}</div>}
        <pre className="messaging-preview-body">
          {isMail ? renderMessageTemplate(current.body ?? '', values) : smsText(signature || siteName, renderMessageTemplate(current.body ?? '', values))}
        </pre>
      </div>
    </Modal>
  );
}
