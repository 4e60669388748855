// The history: search, 新对话, and each dialogue with rename and delete (asked first).
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useT } from '../../../../kernel';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import type { AiDialogue } from '../../../../shared/domain/ai/dialogue';
import type { DialogueStore } from '../store/DialogueStore';

export const HistoryPane = observer(function HistoryPane({ store }: { store: DialogueStore }) {
  const t = useT();
  const [renaming, setRenaming] = useState<AiDialogue | null>(null);
  const [title, setTitle] = useState('');
  let list;
  if (store.listFailed && !store.dialogues.length) list = <Result status="warning" title={t('ai.dialogue.listFailed')} extra={<Button onClick={() => void store.loadList()}>{t('ai.dialogue.retry')}</Button>} />;
  else if (store.listLoading && !store.dialogues.length) list = <div className="aid-center"><Spin /></div>;
  else if (!store.dialogues.length) list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ai.dialogue.noDialogues')} />;
  else {
    list = (
      <ul className="aid-history-list" data-testid="aid-history">
        {store.dialogues.map((d) => (
          <li key={d.id} className={d.id === store.activeId ? 'aid-active' : undefined}>
            <button type="button" className="aid-history-title" onClick={() => void store.open(d.id)} title={d.title}>{d.title}</button>
            <span className="aid-history-actions">
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('ai.dialogue.rename')} onClick={() => { setRenaming(d); setTitle(d.title); }} />
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('ai.dialogue.remove')} onClick={() => void store.remove(d.id)} />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <aside className="aid-history">
      <Button block icon={<PlusOutlined />} onClick={() => store.startNew()} data-testid="aid-new">{t('ai.dialogue.newDialogue')}</Button>
      <Input.Search allowClear placeholder={t('ai.dialogue.search')} onSearch={(v) => void store.search(v)} className="aid-search" />
      {list}
      <Modal
        open={renaming !== null}
        title={t('ai.dialogue.renameTitle')}
        onCancel={() => setRenaming(null)}
        onOk={async () => {
          if (renaming && (await store.rename(renaming.id, title))) setRenaming(null);
        }}
        okButtonProps={{ disabled: !title.trim() }}
        destroyOnHidden
      >
        <Input value={title} maxLength={AI_LIMITS.dialogueTitleChars} showCount onChange={(e) => setTitle(e.target.value)} aria-label={t('ai.dialogue.renameTitle')} />
      </Modal>
    </aside>
  );
});
