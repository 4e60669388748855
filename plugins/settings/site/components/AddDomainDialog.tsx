// 添加域名: the domain and its expiry date; the server's refusal (该域名已被其他网站绑定) shows on the field.
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService, useT } from '../../../../kernel';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
import { SITE_DOMAINS_STORE } from '../tokens';

interface Values {
  domain: string;
  expireDate: Dayjs | null;
}

export const AddDomainDialog = observer(function AddDomainDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const store = useService(SITE_DOMAINS_STORE);
  const [saving, setSaving] = useState(false);
  const dialog = useRecordDialog<never, Values>({
    target: open ? 'new' : null,
    empty: { domain: '', expireDate: dayjs().add(1, 'year') },
    valuesOf: () => ({ domain: '', expireDate: null }),
    saving,
    onClose,
    async save(values) {
      setSaving(true);
      try {
        return await store.add(values.domain, values.expireDate ? values.expireDate.format('YYYY-MM-DD') : '');
      } finally {
        setSaving(false);
      }
    },
  });
  return (
    <Modal title={t('settings.site.domains.addTitle')} {...dialog.modalProps} okText={t('settings.site.save')} cancelText={t('settings.site.cancel')} destroyOnHidden={false}>
      <Form form={dialog.form} layout="vertical" onFinish={() => void dialog.submit()}>
        <Form.Item name="domain" label={t('settings.site.domains.domain')} rules={[{ required: true, whitespace: true, message: t('settings.site.domains.domainPlaceholder') }]}>
          <Input placeholder={t('settings.site.domains.domainPlaceholder')} aria-label={t('settings.site.domains.domain')} onPressEnter={() => void dialog.submit()} />
        </Form.Item>
        <Form.Item name="expireDate" label={t('settings.site.domains.expireDate')} rules={[{ required: true, message: t('settings.site.domains.expireDate') }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} aria-label={t('settings.site.domains.expireDate')} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
