// Adding or editing a tag: name (required, ≤30, unique — the server refuses a taken name and the
// refusal shows on the field), shown on the site, sort value.
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../kernel';
import { CONTENT_LIMITS, CONTENT_MSG, type Tag, type TagSaveRequest } from '../../../shared/domain';
import { useRecordDialog } from '../../../shared/ui/dialog/useRecordDialog';
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
  const { form, editing, submit, modalProps } = useRecordDialog<Tag, Fields>({
    target,
    onClose,
    empty: EMPTY,
    valuesOf: (tag) => ({ name: tag.name, show: tag.show, sort: tag.sort }),
    save: (values, tag) => store.save({ ...EMPTY, ...values, ...(tag ? { id: tag.id } : {}) }),
    saving: store.saving,
    // A refused name (taken, too long) also shows on the field, where it can be fixed.
    fieldOf: (message) => (message === CONTENT_MSG.tagExists || /\bname\b/.test(message) ? 'name' : undefined),
  });

  return (
    <Modal
      title={t(editing ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      {...modalProps}
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
