// 新建任务: the form in a modal, checked by the shared rule as the operator types (the count of
// keywords and articles below the keywords, each field's problem under it), then 开始生成.
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { AI_ARTICLE_LENGTHS, AI_STYLES } from '../../../../shared/domain/ai/limits';
import type { AiTaskForm } from '../../../../shared/domain/ai/tasks';
import type { Category } from '../../../../shared/domain/api/content';
import type { TaskFormStore } from '../store/TaskFormStore';
import { useTasksT } from '../text';

const TYPES = [1, 2, 3] as const;
type TreeNode = { value: number; title: string; children: TreeNode[] };
const treeOf = (nodes: Category[]): TreeNode[] => nodes.map((n) => ({ value: n.id, title: n.name, children: treeOf(n.children ?? []) }));

export const TaskFormModal = observer(function TaskFormModal({ form, open, onSubmit, onClose }: { form: TaskFormStore; open: boolean; onSubmit: () => void; onClose: () => void }) {
  const t = useTasksT();
  const v = form.values;
  const tree = useMemo(() => [{ value: 0, title: t('field.noCategory'), children: [] }, ...treeOf(form.categories)], [form.categories, t]);
  const item = (field: keyof AiTaskForm) => {
    const problem = form.problemOf(field);
    return problem ? { validateStatus: 'error' as const, help: problem } : {};
  };
  return (
    <Modal
      open={open}
      title={form.editing ? t('edit') : t('create')}
      okText={form.editing ? t('submitEdit') : t('submit')}
      cancelText={t('formCancel')}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={form.saving}
      okButtonProps={{ disabled: form.submitted && form.problem !== null }}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" component="div" className="ai-task-form">
        <Form.Item label={t('field.name')} htmlFor="ai-task-name" required {...item('name')}>
          <Input id="ai-task-name" value={v.name} maxLength={60} placeholder={t('field.namePlaceholder')} onChange={(e) => form.set('name', e.target.value)} />
        </Form.Item>
        <Form.Item
          label={t('field.keywords')}
          htmlFor="ai-task-keywords"
          required
          {...item('keywords')}
          extra={<span className={form.articlesOver ? 'ai-task-count ai-task-count-over' : 'ai-task-count'} data-testid="ai-task-count">{t('field.keywordsCount', { count: form.keywordCount, articles: form.articleCount })}</span>}
        >
          <Input.TextArea id="ai-task-keywords" rows={6} value={v.keywords} placeholder={t('field.keywordsPlaceholder')} onChange={(e) => form.set('keywords', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('field.perKeyword')} htmlFor="ai-task-per" required {...item('perKeyword')}>
          <InputNumber id="ai-task-per" min={1} max={10} precision={0} value={v.perKeyword} onChange={(n) => form.set('perKeyword', typeof n === 'number' ? n : 0)} suffix={t('field.perKeywordUnit')} />
        </Form.Item>
        <div className="ai-task-form-row">
          <Form.Item label={t('field.articleType')} htmlFor="ai-task-type" required {...item('articleType')}>
            <Select id="ai-task-type" value={v.articleType} style={{ width: 160 }} onChange={(n: number) => form.set('articleType', n)} options={TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
          </Form.Item>
          <Form.Item label={t('field.category')} htmlFor="ai-task-category" {...item('categoryId')}>
            <TreeSelect id="ai-task-category" value={v.categoryId} style={{ width: 240 }} treeData={tree} treeDefaultExpandAll onChange={(n: number) => form.set('categoryId', n ?? 0)} />
          </Form.Item>
        </div>
        <div className="ai-task-form-row">
          <Form.Item label={t('field.length')} htmlFor="ai-task-length" {...item('length')}>
            <Select id="ai-task-length" value={v.length} style={{ width: 160 }} onChange={(n) => form.set('length', n)} options={AI_ARTICLE_LENGTHS.map((n) => ({ value: n, label: t('field.lengthOption', { n }) }))} />
          </Form.Item>
          <Form.Item label={t('field.style')} htmlFor="ai-task-style" {...item('style')}>
            <Select id="ai-task-style" value={v.style} style={{ width: 160 }} onChange={(s) => form.set('style', s)} options={AI_STYLES.map((s) => ({ value: s, label: t(`styles.${s}`) }))} />
          </Form.Item>
        </div>
        <Form.Item>
          <Checkbox checked={v.seo} onChange={(e) => form.set('seo', e.target.checked)}>{t('field.seo')}</Checkbox>
        </Form.Item>
        {form.serverError && <Alert type="error" showIcon title={form.serverError} />}
      </Form>
    </Modal>
  );
});
