// /zhContent/addlist?type=: the category tree of a content type — add (top level or under a
// category), rename, re-sort and delete (refused while it holds content or subcategories).
import { Button, Card, Empty, Form, Input, InputNumber, Modal, Segmented, Space, Tree } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../kernel';
import { ARTICLE_TYPE_INFO, CONTENT_LIMITS, isArticleType, type ArticleType, type Category } from '../../../shared/domain';
import { CATEGORIES } from '../tokens';

interface TreeNode {
  key: number;
  title: ReactNode;
  children: TreeNode[];
}

interface Editing {
  id?: number;
  parent_id: number;
  name: string;
  sort: number;
}

const CategoryPage = observer(function CategoryPage() {
  const store = useService(CATEGORIES);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const [params, setParams] = useSearchParams();
  const fromQuery = Number(params.get('type'));
  const type: ArticleType = isArticleType(fromQuery) ? fromQuery : 1;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<Editing>();
  const t = (key: string, p?: Record<string, string | number>) => i18n.t(`content.categories.${key}`, p);

  useEffect(() => {
    void store.load(type);
  }, [store, type]);

  useEffect(() => {
    if (editing) form.setFieldsValue(editing);
  }, [editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    if (await store.save({ id: editing?.id, name: values.name.trim(), parent_id: editing?.parent_id ?? 0, sort: values.sort ?? 0, type })) {
      notifier.success(t('saved'));
      setEditing(null);
    }
  };
  const remove = async (node: Category) => {
    if (!(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeConfirm', { name: node.name }), danger: true }))) return;
    if (await store.remove(type, node.id)) notifier.success(t('removed'));
  };

  const render = (nodes: Category[]): TreeNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span className="content-category-row">
          <span>{node.name}</span>
          <span className="content-category-count">{t('count', { count: node.article_count })}</span>
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing({ parent_id: node.id, name: '', sort: 0 })}>{t('addChild')}</Button>
            <Button type="link" size="small" onClick={() => setEditing({ id: node.id, parent_id: node.parent_id, name: node.name, sort: node.sort })}>{t('rename')}</Button>
            <Button type="link" size="small" danger onClick={() => remove(node)}>{t('remove')}</Button>
          </Space>
        </span>
      ),
      children: render(node.children ?? []),
    }));

  const tree = store.tree(type);
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" onClick={() => setEditing({ parent_id: 0, name: '', sort: 0 })}>
          {t('add')}
        </Button>
      }
    >
      <Segmented
        value={type}
        onChange={(v) => setParams({ type: String(v) })}
        options={ARTICLE_TYPE_INFO.map((x) => ({ value: x.type, label: i18n.t(`content.types.${x.type}`) }))}
        style={{ marginBottom: 16 }}
      />
      {tree.length === 0 ? <Empty description={t('empty')} /> : <Tree blockNode defaultExpandAll selectable={false} treeData={render(tree)} />}
      <Modal open={editing !== null} title={editing?.id ? t('rename') : t('add')} onCancel={() => setEditing(null)} onOk={save} okText={i18n.t('kernel.common.confirm')} cancelText={i18n.t('kernel.common.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name') }, { max: CONTENT_LIMITS.categoryName }]}>
            <Input maxLength={CONTENT_LIMITS.categoryName} showCount autoFocus />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
});

export default CategoryPage;
