// Adding a category (at the top or under one) or renaming one: the name, required and at most
// PRODUCT_LIMITS.categoryName characters; the server checks again and answers in the same words.
import { Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useClickGuard, useService } from '../../../../kernel';
import { PRODUCT_LIMITS, PRODUCT_MSG } from '../../../../shared/domain/product';
import { useListT } from '../../components/listText';
import { PRODUCT_CATALOGUE } from '../../tokens';

/** What the dialog edits: a new category under `parent_id`, or the category `id`. */
export interface CategoryEditing {
  id?: number;
  parent_id: number;
  name: string;
}

export const CategoryDialog = observer(function CategoryDialog({ editing, onClose }: { editing: CategoryEditing | null; onClose(): void }) {
  const catalogue = useService(PRODUCT_CATALOGUE);
  const t = useListT('tree');
  const guard = useClickGuard();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editing) form.setFieldsValue({ name: editing.name });
  }, [editing, form]);

  const parent = editing && editing.parent_id ? catalogue.pathOf(editing.parent_id) : '';
  const submit = async () => {
    if (!editing || guard.blocked || saving) return;
    let values: { name: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    guard.trigger();
    setSaving(true);
    const ok = await catalogue.saveCategory({ ...(editing.id ? { id: editing.id } : {}), name: values.name, parent_id: editing.parent_id });
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Modal
      open={editing !== null}
      title={editing?.id ? t('renameTitle') : parent ? t('addChildTitle', { parent }) : t('addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: guard.blocked }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('name')}
          rules={[
            { required: true, whitespace: true, message: PRODUCT_MSG.categoryNameRequired },
            { max: PRODUCT_LIMITS.categoryName, message: PRODUCT_MSG.categoryNameTooLong },
          ]}
        >
          <Input maxLength={PRODUCT_LIMITS.categoryName} showCount autoFocus placeholder={t('namePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
