// 上传 HTTPS 证书: the certificate and key pasted or read from files; the server's check (证书与域名不匹配,
// 证书已过期, 私钥与证书不匹配) shows under the certificate.
import { Button, Form, Input, Modal, Space, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService, useT } from '../../../../kernel';
import { SITE_DOMAIN_LIMITS, type SiteDomainRow } from '../../../../shared/domain/settings/site';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
import { SITE_DOMAINS_STORE } from '../tokens';

interface Values {
  cert: string;
  key: string;
}

const PEM_FILES = '.pem,.crt,.cer,.key,.txt';

export const CertDialog = observer(function CertDialog({ row, onClose }: { row: SiteDomainRow | null; onClose(): void }) {
  const t = useT();
  const store = useService(SITE_DOMAINS_STORE);
  const [saving, setSaving] = useState(false);
  const dialog = useRecordDialog<SiteDomainRow, Values>({
    target: row,
    empty: { cert: '', key: '' },
    valuesOf: () => ({ cert: '', key: '' }),
    saving,
    onClose,
    async save(values, editing) {
      setSaving(true);
      try {
        return await store.uploadCert(editing!, values.cert, values.key);
      } finally {
        setSaving(false);
      }
    },
  });
  const readInto = (field: keyof Values) => (file: File) => {
    void file.text().then((text) => dialog.form.setFieldValue(field, text));
    return false;
  };
  return (
    <Modal width={640} title={t('settings.site.cert.title', { domain: row?.domain ?? '' })} {...dialog.modalProps} okText={t('settings.site.save')} cancelText={t('settings.site.cancel')}>
      <Form form={dialog.form} layout="vertical">
        <Form.Item label={<Space>{t('settings.site.cert.cert')}<Upload accept={PEM_FILES} showUploadList={false} beforeUpload={readInto('cert')}><Button size="small">{t('settings.site.cert.fromFile')}</Button></Upload></Space>} name="cert">
          <Input.TextArea className="site-pem" rows={6} maxLength={SITE_DOMAIN_LIMITS.pemChars} placeholder={t('settings.site.cert.certPlaceholder')} aria-label={t('settings.site.cert.cert')} spellCheck={false} />
        </Form.Item>
        <Form.Item label={<Space>{t('settings.site.cert.key')}<Upload accept={PEM_FILES} showUploadList={false} beforeUpload={readInto('key')}><Button size="small">{t('settings.site.cert.fromFile')}</Button></Upload></Space>} name="key" extra={t('settings.site.cert.keyHelp')}>
          <Input.TextArea className="site-pem" rows={6} maxLength={SITE_DOMAIN_LIMITS.pemChars} placeholder={t('settings.site.cert.keyPlaceholder')} aria-label={t('settings.site.cert.key')} spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
