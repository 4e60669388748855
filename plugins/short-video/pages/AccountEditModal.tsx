// Adding or editing a platform account: platform, name (≤ 30), account ID, https page, avatar and
// QR code from the gallery, 前台显示 and sort — checked as typed by checkVideoAccount, which the
// server applies again; its refusal shows in the dialog.
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useClickGuard, useService } from '../../../kernel';
import { VIDEO_LIMITS, VIDEO_PLATFORMS, type VideoAccountRow, type VideoAccountSaveRequest, type VideoPlatform } from '../../../shared/domain/product';
import { ImageField } from '../components/ImageField';
import { accountRule } from '../components/videoRules';
import { useVideoT } from '../components/videoText';
import { VIDEO_ACCOUNTS } from '../tokens';

interface Fields {
  platform: VideoPlatform;
  name: string;
  handle: string;
  url: string;
  avatar: string;
  qr: string;
  shown: boolean;
  sort: number;
}

const EMPTY: Fields = { platform: 'douyin', name: '', handle: '', url: '', avatar: '', qr: '', shown: true, sort: 0 };

export interface AccountEditModalProps {
  /** null: closed; 'new': adding; an account: editing it. */
  target: VideoAccountRow | 'new' | null;
  onClose(): void;
}

export const AccountEditModal = observer(function AccountEditModal({ target, onClose }: AccountEditModalProps) {
  const store = useService(VIDEO_ACCOUNTS);
  const t = useVideoT('accounts');
  const tt = useVideoT();
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    setRefusal(null);
    form.setFieldsValue(editing ? { ...editing, shown: editing.shown === 1 } : EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = async () => {
    if (guard.blocked || store.saving) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = { ...EMPTY, ...(form.getFieldsValue(true) as Partial<Fields>) };
    guard.trigger();
    setRefusal(null);
    const request: VideoAccountSaveRequest = {
      platform: values.platform,
      name: values.name.trim(),
      handle: values.handle.trim(),
      url: values.url.trim(),
      avatar: values.avatar,
      qr: values.qr,
      shown: values.shown ? 1 : 0,
      sort: values.sort ?? 0,
      ...(editing ? { id: editing.id } : {}),
    };
    const outcome = await store.save(request);
    if (outcome.ok) onClose();
    else setRefusal(outcome.message);
  };

  return (
    <Modal
      open={target !== null}
      title={t(editing ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={store.saving}
      okButtonProps={{ disabled: guard.blocked }}
      width={560}
      forceRender
    >
      {refusal && <Alert type="error" showIcon title={refusal} className="sv-alert" data-testid="account-refusal" />}
      <Form<Fields> form={form} layout="vertical" initialValues={EMPTY}>
        <div className="sv-dialog-row">
          <Form.Item name="platform" label={t('platform')} rules={[accountRule('platform')]}>
            <Select options={VIDEO_PLATFORMS.map((p) => ({ value: p.value, label: tt(`platforms.${p.value}`) }))} aria-label={t('platform')} />
          </Form.Item>
          <Form.Item name="name" label={t('name')} rules={[accountRule('name')]}>
            <Input maxLength={VIDEO_LIMITS.accountName} showCount placeholder={t('namePlaceholder')} />
          </Form.Item>
        </div>
        <div className="sv-dialog-row">
          <Form.Item name="handle" label={t('handle')} rules={[accountRule('handle')]}>
            <Input maxLength={VIDEO_LIMITS.accountHandle} placeholder={t('handlePlaceholder')} />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')} tooltip={t('sortHint')}>
            <InputNumber min={0} max={999999} precision={0} className="sv-full" aria-label={t('sort')} />
          </Form.Item>
        </div>
        <Form.Item name="url" label={t('url')} rules={[accountRule('url')]}>
          <Input maxLength={VIDEO_LIMITS.url} placeholder={t('urlPlaceholder')} />
        </Form.Item>
        <div className="sv-account-images">
          <Form.Item name="avatar" label={t('avatar')}>
            <ImageField shape="square" label={t('avatar')} chooseText={t('chooseImage')} removeText={t('removeImage')} />
          </Form.Item>
          <Form.Item name="qr" label={t('qr')}>
            <ImageField shape="square" label={t('qr')} chooseText={t('chooseImage')} removeText={t('removeImage')} />
          </Form.Item>
          <Form.Item name="shown" label={t('shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
});
