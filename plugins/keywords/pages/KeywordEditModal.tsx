// Adding or editing a keyword: the word (required, ≤ 30, no control characters, unique on the site
// whatever its case — the server refuses a taken word and the refusal shows on the field), an
// optional link (http(s) or a site path) and a sort value. The rules are shared/domain's.
import { Form, Input, InputNumber, Modal } from 'antd';
import type { FormRule } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../kernel';
import { KEYWORD_LIMITS, keywordSortProblem, keywordUrlProblem, keywordWordProblem, type Keyword, type KeywordProblem } from '../../../shared/domain';
import { useRecordDialog } from '../../../shared/ui/dialog/useRecordDialog';
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
  const { form, editing, submit, modalProps } = useRecordDialog<Keyword, Fields>({
    target,
    onClose,
    empty: EMPTY,
    valuesOf: (keyword) => ({ word: keyword.word, url: keyword.url, sort: keyword.sort }),
    save: (values, keyword) => store.save({ ...(keyword ? { id: keyword.id } : {}), word: values.word ?? '', url: values.url ?? '', sort: values.sort ?? 0 }),
    saving: store.saving,
  });

  /** A form rule from one of the shared checks, worded by the bundle. */
  const shared = (problemOf: (value: unknown) => KeywordProblem | null): FormRule => ({
    validator: async (_rule, value) => {
      const problem = problemOf(value);
      if (problem) throw new Error(rules(problem));
    },
  });

  return (
    <Modal
      title={t(editing ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      {...modalProps}
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
