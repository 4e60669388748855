// Adding or editing an anchor: the word (1–50, unique on the site whatever its case or width — the
// server refuses a taken word and the refusal shows on the field), its link and weight. The rule
// is shared/domain's checkAnchor.
import { Form, Input, InputNumber, Modal } from 'antd';
import type { FormRule } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import { ANCHOR_LIMITS, checkAnchor, type Anchor } from '../../../../shared/domain';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
import { ANCHOR_STORE } from '../../tokens';

interface Fields {
  word: string;
  link: string;
  weight: number | null;
}

const EMPTY: Fields = { word: '', link: '', weight: 0 };

export interface AnchorEditModalProps {
  target: Anchor | 'new' | null;
  onClose(): void;
}

export const AnchorEditModal = observer(function AnchorEditModal({ target, onClose }: AnchorEditModalProps) {
  const store = useService(ANCHOR_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.anchors.${key}`);
  const { form, editing, submit, modalProps } = useRecordDialog<Anchor, Fields>({
    target,
    onClose,
    empty: EMPTY,
    valuesOf: (a) => ({ word: a.word, link: a.link, weight: a.weight }),
    save: (values, a) => store.save({ ...(a ? { id: a.id } : {}), word: values.word ?? '', link: values.link ?? '', weight: values.weight ?? 0 }),
    saving: store.saving,
  });

  /** One field of the shared check, the others filled with valid values. */
  const rule = (field: keyof Fields): FormRule => ({
    validator: async (_rule, value) => {
      const probe = { word: '词', link: '/', weight: 0, [field]: field === 'weight' ? Number(value ?? 0) : String(value ?? '') };
      const checked = checkAnchor(probe);
      if (!checked.ok && checked.field === field) throw new Error(checked.message);
    },
  });

  return (
    <Modal title={t(editing ? 'editTitle' : 'addTitle')} okText={t('save')} cancelText={t('cancel')} {...modalProps}>
      <Form<Fields> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit}>
        <Form.Item name="word" label={t('word')} required rules={[rule('word')]}>
          <Input maxLength={ANCHOR_LIMITS.wordMax} showCount placeholder={t('wordPlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="link" label={t('link')} required extra={t('linkHelp')} rules={[rule('link')]}>
          <Input maxLength={ANCHOR_LIMITS.linkMax} placeholder={t('linkPlaceholder')} />
        </Form.Item>
        <Form.Item name="weight" label={t('weight')} extra={t('weightHelp')} rules={[rule('weight')]}>
          <InputNumber min={ANCHOR_LIMITS.weightMin} max={ANCHOR_LIMITS.weightMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
});
