// Adding or editing a product tag: the name (required, at most PRODUCT_LIMITS.tagName characters;
// a taken one is refused by the server with 标签已存在, shown on the field) and its sort value.
import { Form, Input, InputNumber, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { CONTENT_MSG } from '../../../../shared/domain';
import { PRODUCT_LIMITS, type ProductTag } from '../../../../shared/domain/product';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
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
  const { form, editing, submit, modalProps } = useRecordDialog<ProductTag, Fields>({
    target,
    onClose,
    empty: { name: '', sort: 0 },
    valuesOf: (tag) => ({ name: tag.name, sort: tag.sort }),
    save: (values, tag) => store.save({ ...(tag ? { id: tag.id } : {}), name: values.name, sort: values.sort ?? 0 }),
    saving: store.saving,
    // A taken name shows on the field, where it can be fixed.
    fieldOf: (message) => (message === CONTENT_MSG.tagExists || message.includes('标签名称') ? 'name' : undefined),
  });

  return (
    <Modal
      title={t(editing ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      {...modalProps}
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
