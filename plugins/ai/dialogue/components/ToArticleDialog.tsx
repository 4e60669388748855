// 插入到文章: the article type (those the operator may edit) and a category of it; OK makes the
// draft and opens its editor.
import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { TOKENS, useService, useT } from '../../../../kernel';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import type { Category } from '../../../../shared/domain/api/content';
import { ARTICLE_TYPE_INFO } from '../../../../shared/domain/content';
import type { DialogueStore } from '../store/DialogueStore';

/** Categories as one list, children indented under their parent. */
function flatten(categories: readonly Category[], depth = 0): { value: number; label: string }[] {
  return categories.flatMap((c) => [{ value: c.id, label: `${'　'.repeat(depth)}${c.name}` }, ...flatten(c.children ?? [], depth + 1)]);
}

export function ToArticleDialog({ store, message, onClose }: { store: DialogueStore; message: AiMessage | null; onClose(): void }) {
  const t = useT();
  const permissions = useService(TOKENS.permission);
  const types = ARTICLE_TYPE_INFO.filter((info) => info.type !== 5 && permissions.has(info.permission));
  const [type, setType] = useState<number>(types[0]?.type ?? 1);
  const [categoryId, setCategoryId] = useState(0);
  const [categories, setCategories] = useState<{ value: number; label: string }[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!message) return;
    let live = true;
    setCategoryId(0);
    store.categories(type).then((list) => live && setCategories(flatten(Array.isArray(list) ? list : [])), () => live && setCategories([]));
    return () => {
      live = false;
    };
  }, [store, type, message]);
  return (
    <Modal
      open={message !== null}
      title={t('ai.dialogue.toArticleTitle')}
      okText={t('ai.dialogue.toArticleOk')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !types.length }}
      onCancel={onClose}
      onOk={async () => {
        if (!message) return;
        setSaving(true);
        const ok = await store.toArticle(message.id, type, categoryId);
        setSaving(false);
        if (ok) onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('ai.dialogue.articleType')}>
          <Select value={type} onChange={setType} options={types.map((info) => ({ value: info.type, label: t(`ai.dialogue.type${info.type}`) }))} aria-label={t('ai.dialogue.articleType')} />
        </Form.Item>
        <Form.Item label={t('ai.dialogue.category')}>
          <Select value={categoryId} onChange={setCategoryId} options={[{ value: 0, label: t('ai.dialogue.noCategory') }, ...categories]} aria-label={t('ai.dialogue.category')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
