// The data-form dialog (690 px, add or edit, §2/§4): title and items; system items keep their
// condition and required flags; deleting asks 您确定要删除吗？ and the last item stays.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Input, Modal, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { HttpError, TOKENS, useClickGuard, useService, type DialogProps } from '../../../kernel';
import { DATA_FORM_ID_SLOTS, FORM_DIALOG_WIDTH, TEXT_MAX_LENGTH } from '../../../shared/domain';
import { FORM_MSG, canEditItem, type DataFormItem } from '../../../shared/domain/forms';
import { DataFormEditor } from '../store/DataFormEditor';
import { DIALOGS, FORMS_API } from '../tokens';
import { ItemRows } from './ItemRows';
import '../forms.css';

interface DataFormDialogProps extends DialogProps<boolean> {
  mode: 'add' | 'edit';
  id?: number;
}

const DataFormDialog = observer(function DataFormDialog(props: DialogProps<boolean>) {
  const { mode, id, close } = props as DataFormDialogProps;
  const api = useService(FORMS_API);
  const dialogs = useService(TOKENS.dialogs);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`forms.dialog.${key}`, params);
  const guard = useClickGuard();
  const [editor, setEditor] = useState<DataFormEditor | null>(mode === 'add' ? new DataFormEditor('add') : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (mode !== 'edit' || !id) return;
    api.dataForm(id).then(
      (row) => setEditor(new DataFormEditor('edit', row.id, { title: row.title, fields: row.fields })),
      (error: Error) => setLoadError(error.message),
    );
  }, [api, mode, id]);

  const openItem = async (index?: number) => {
    if (!editor) return;
    const existing = index === undefined ? undefined : editor.items[index];
    const item = await dialogs.show<DataFormItem>(DIALOGS.dataItem, { mode: existing ? 'edit' : 'add', item: existing });
    if (!item) return;
    if (index === undefined) {
      const added = editor.addItem(item);
      if (!added.ok) notifier.warning(added.message);
    } else {
      editor.replaceItem(index, item);
    }
  };

  const removeItem = async (index: number) => {
    if (!editor) return;
    if (editor.items.length <= 1) {
      notifier.warning(FORM_MSG.keepOneItem);
      return;
    }
    const ok = await notifier.confirm({ title: FORM_MSG.confirmDeleteTitle, content: `${FORM_MSG.confirmDeleteDataItem}${FORM_MSG.deleteDataItemNote}`, danger: true });
    if (!ok) return;
    const result = editor.removeItem(index);
    if (!result.ok) notifier.warning(result.message);
  };

  const save = async () => {
    if (!editor || guard.blocked) return;
    const request = editor.toRequest();
    if (!request.ok) {
      notifier.error(request.message);
      return;
    }
    // The guard starts with the request: a refusal in the browser sends nothing to repeat.
    guard.trigger();
    setSaving(true);
    try {
      await api.saveDataForm(request.value);
      notifier.success(t('saved'));
      close(true);
    } catch (error) {
      if (!(error instanceof HttpError) || error.code < 0) close(true);
      else setSaving(false);
    }
  };

  const rows = (editor?.items ?? []).map((item, index) => ({
    key: item.id ?? `row-${index}-${item.name}`,
    title: item.title,
    type: item.type,
    require: item.require,
    isSystem: item.isSystem,
    hidden: !item.show,
    condition: item.isCondition,
    canEdit: canEditItem(item),
    // §5: the last item cannot go; system items never can.
    canDelete: !item.isSystem,
  }));

  return (
    <Modal
      open
      width={FORM_DIALOG_WIDTH}
      title={t(mode === 'add' ? 'addDataTitle' : 'editDataTitle')}
      onCancel={() => close(false)}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={() => close(false)}>
          {t('cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!editor || guard.blocked} onClick={save}>
          {t('save')}
        </Button>,
      ]}
    >
      {loadError && <Alert type="error" showIcon title={i18n.t('forms.loadFailed', { message: loadError })} />}
      {!editor && !loadError && <Spin />}
      {editor && (
        <div className="forms-dialog-body">
          <label className="forms-field">
            <span className="forms-label forms-label-required">{t('formName')}</span>
            <Input value={editor.title} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('formNamePlaceholder')} onChange={(e) => editor.setTitle(e.target.value)} aria-label={t('formName')} />
          </label>
          <div className="forms-items-head">
            <span className="forms-label">
              {t('items')} <span className="forms-muted">{t('count', { count: editor.items.length, max: DATA_FORM_ID_SLOTS })}</span>
            </span>
            <Button icon={<PlusOutlined />} onClick={() => openItem()}>
              {t('addItem')}
            </Button>
          </div>
          <ItemRows
            rows={rows}
            canMove={(i, d) => editor.canMove(i, d)}
            onMove={(i, d) => editor.move(i, d)}
            onReorder={(from, to) => editor.reorder(from, to)}
            onEdit={(i) => openItem(i)}
            onDelete={removeItem}
          />
        </div>
      )}
    </Modal>
  );
});

export default DataFormDialog;
