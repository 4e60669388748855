// Adding or editing a tag: name (required, ≤30, unique — the server refuses a taken name and the
// refusal shows on the field), shown on the site, sort value.
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClickGuard, useService } from '../../../kernel';
import { CONTENT_LIMITS, CONTENT_MSG, type Tag, type TagSaveRequest } from '../../../shared/domain';
import { TAGS_STORE } from '../tokens';
import { useTagsT } from './tagsText';

type Fields = Omit<TagSaveRequest, 'id'>;

const EMPTY: Fields = { name: '', show: true, sort: 0 };

export interface TagEditModalProps {
  /** null: closed; 'new': adding; a tag: editing it. */
  target: Tag | 'new' | null;
  onClose(): void;
}

export const TagEditModal = observer(function TagEditModal({ target, onClose }: TagEditModalProps) {
  const store = useService(TAGS_STORE);
  const t = useTagsT('edit');
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, show: editing.show, sort: editing.sort } : EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = async () => {
    if (guard.blocked || store.saving) return;
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    guard.trigger();
    const outcome = await store.save({ ...EMPTY, ...values, ...(editing ? { id: editing.id } : {}) });
    if (outcome.ok) onClose();
    // A refused name (taken, too long) also shows on the field, where it can be fixed.
    else if (outcome.message === CONTENT_MSG.tagExists || /\bname\b/.test(outcome.message)) form.setFields([{ name: 'name', errors: [outcome.message] }]);
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
      forceRender
    >
      <Form<Fields> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: CONTENT_LIMITS.tagName, message: t('nameTooLong', { max: CONTENT_LIMITS.tagName }) },
          ]}
        >
          <Input maxLength={CONTENT_LIMITS.tagName} showCount placeholder={t('namePlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="show" label={t('show')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')}>
          <InputNumber min={0} max={999999} precision={0} className="tags-full" />
        </Form.Item>
      </Form>
    </Modal>
  );
});
