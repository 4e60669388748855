// Adding or editing a product tag: the name (required, at most PRODUCT_LIMITS.tagName characters;
// a taken one is refused by the server with 标签已存在, shown on the field) and its sort value.
import { Form, Input, InputNumber, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClickGuard, useService } from '../../../../kernel';
import { CONTENT_MSG } from '../../../../shared/domain';
import { PRODUCT_LIMITS, type ProductTag } from '../../../../shared/domain/product';
import { useListT } from '../../components/listText';
import { PRODUCT_TAGS } from '../../tokens';

interface Fields {
  name: string;
  sort: number;
}

export interface TagEditDialogProps {
  /** null: closed; 'new': adding; a tag: editing it. */
  target: ProductTag | 'new' | null;
  onClose(): void;
}

export const TagEditDialog = observer(function TagEditDialog({ target, onClose }: TagEditDialogProps) {
  const store = useService(PRODUCT_TAGS);
  const t = useListT('tags');
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, sort: editing.sort } : { name: '', sort: 0 });
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
    const outcome = await store.save({ ...(editing ? { id: editing.id } : {}), name: values.name, sort: values.sort ?? 0 });
    if (outcome.ok) onClose();
    // A taken name shows on the field, where it can be fixed.
    else if (outcome.message === CONTENT_MSG.tagExists || outcome.message.includes('标签名称')) form.setFields([{ name: 'name', errors: [outcome.message] }]);
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
      <Form<Fields> form={form} layout="vertical" initialValues={{ name: '', sort: 0 }} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: PRODUCT_LIMITS.tagName, message: t('nameTooLong', { max: PRODUCT_LIMITS.tagName }) },
          ]}
        >
          <Input maxLength={PRODUCT_LIMITS.tagName} showCount placeholder={t('namePlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="sort" label={t('sortValue')} extra={t('sortHint')}>
          <InputNumber min={0} max={PRODUCT_LIMITS.sortMax} precision={0} className="pt-full" />
        </Form.Item>
      </Form>
    </Modal>
  );
});
