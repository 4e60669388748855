// Adding or editing a keyword: the word (required, ≤ 30, no control characters, unique on the site
// whatever its case — the server refuses a taken word and the refusal shows on the field), an
// optional link (http(s) or a site path) and a sort value. The rules are shared/domain's.
import { Form, Input, InputNumber, Modal } from 'antd';
import type { FormRule } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClickGuard, useService } from '../../../kernel';
import { KEYWORD_LIMITS, keywordSortProblem, keywordUrlProblem, keywordWordProblem, type Keyword, type KeywordProblem } from '../../../shared/domain';
import { KEYWORDS_STORE } from '../tokens';
import { useKeywordsT } from './keywordsText';

interface Fields {
  word: string;
  url: string;
  sort: number | null;
}

const EMPTY: Fields = { word: '', url: '', sort: 0 };

export interface KeywordEditModalProps {
  /** null: closed; 'new': adding; a keyword: editing it. */
  target: Keyword | 'new' | null;
  onClose(): void;
}

export const KeywordEditModal = observer(function KeywordEditModal({ target, onClose }: KeywordEditModalProps) {
  const store = useService(KEYWORDS_STORE);
  const t = useKeywordsT('edit');
  const rules = useKeywordsT('rules');
  const guard = useClickGuard();
  const [form] = Form.useForm<Fields>();
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? { word: editing.word, url: editing.url, sort: editing.sort } : EMPTY);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  /** A form rule from one of the shared checks, worded by the bundle. */
  const shared = (problemOf: (value: unknown) => KeywordProblem | null): FormRule => ({
    validator: async (_rule, value) => {
      const problem = problemOf(value);
      if (problem) throw new Error(rules(problem));
    },
  });

  const submit = async () => {
    if (guard.blocked || store.saving) return;
    let values: Fields;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    guard.trigger();
    const outcome = await store.save({ ...(editing ? { id: editing.id } : {}), word: values.word ?? '', url: values.url ?? '', sort: values.sort ?? 0 });
    if (outcome.ok) onClose();
    // A refused word or link (taken, malformed) shows on its field, where it can be fixed.
    else if (outcome.field) form.setFields([{ name: outcome.field, errors: [outcome.message] }]);
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
        <Form.Item name="word" label={t('word')} required rules={[shared((v) => keywordWordProblem(String(v ?? '')))]}>
          <Input maxLength={KEYWORD_LIMITS.word} showCount placeholder={t('wordPlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item name="url" label={t('url')} extra={t('urlHelp')} rules={[shared((v) => keywordUrlProblem(String(v ?? '')))]}>
          <Input maxLength={KEYWORD_LIMITS.url} placeholder={t('urlPlaceholder')} />
        </Form.Item>
        <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')} rules={[shared((v) => keywordSortProblem(v === null || v === undefined ? 0 : Number(v)))]}>
          <InputNumber min={KEYWORD_LIMITS.sortMin} max={KEYWORD_LIMITS.sortMax} precision={0} className="kw-full" />
        </Form.Item>
      </Form>
    </Modal>
  );
});
