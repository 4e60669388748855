// Adding or editing a library word: the word (1–50 characters, unique on the site whatever its
// case or width — the server's refusal shows on the field), its kind and whether it is on.
import { Form, Input, Modal, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { observer } from 'mobx-react-lite';
import { TOKENS, useService } from '../../../../kernel';
import { WORD_KINDS, WORD_LIMITS, wordProblem, type WordKind, type WordRow } from '../../../../shared/domain/seo/words';
import { useRecordDialog } from '../../../../shared/ui/dialog/useRecordDialog';
import { WORDS_STORE } from '../../tokens';

interface Fields {
  word: string;
  kind: WordKind;
  enabled: boolean;
}

export interface WordEditModalProps {
  target: WordRow | 'new' | null;
  /** The kind a new word starts with (the list's filter). */
  defaultKind: WordKind;
  onClose(): void;
}

export const WordEditModal = observer(function WordEditModal({ target, defaultKind, onClose }: WordEditModalProps) {
  const store = useService(WORDS_STORE);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`seo.words.${key}`);
  const empty: Fields = { word: '', kind: defaultKind, enabled: true };
  const { form, editing, submit, modalProps } = useRecordDialog<WordRow, Fields>({
    target,
    onClose,
    empty,
    valuesOf: (w) => ({ word: w.word, kind: w.kind, enabled: w.enabled }),
    save: (values, w) => store.save({ ...(w ? { id: w.id } : {}), word: values.word ?? '', kind: values.kind ?? defaultKind, enabled: values.enabled ?? true }),
    saving: store.saving,
  });
  const rule: FormRule = {
    validator: async (_rule, value) => {
      const problem = wordProblem(String(value ?? ''));
      if (problem) throw new Error(t(`rules.${problem}`));
    },
  };
  return (
    <Modal title={t(editing ? 'editTitle' : 'addTitle')} okText={t('save')} cancelText={t('cancel')} {...modalProps}>
      <Form<Fields> form={form} layout="vertical" initialValues={empty} onFinish={submit}>
        <Form.Item name="word" label={t('word')} required rules={[rule]}>
          <Input maxLength={WORD_LIMITS.wordMax} showCount autoFocus />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')} required>
          <Select options={WORD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
});
