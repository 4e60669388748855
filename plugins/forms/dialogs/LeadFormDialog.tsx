// The lead-form dialog (690 px, add or edit, §2/§4): title, items, submit-button settings; saving
// checks the §5 rules first, then the server checks them again.
import { Alert, Button, Input, Modal, Radio, Space, Spin } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { HttpError, TOKENS, useClickGuard, useService, type DialogProps } from '../../../kernel';
import { FORM_DIALOG_WIDTH, LEAD_FORM_MAX_ITEMS, TEXT_MAX_LENGTH } from '../../../shared/domain';
import { FORM_MSG, canDeleteItem, canEditItem, type FormItem, type FormVariant, type LeadFormFields } from '../../../shared/domain/forms';
import { DIALOGS, FORMS_API } from '../tokens';
import { LeadFormEditor } from '../store/LeadFormEditor';
import { ItemRows } from './ItemRows';
import '../forms.css';

export interface LeadFormDialogProps extends DialogProps<boolean> {
  mode: 'add' | 'edit';
  variant: FormVariant;
  id?: number;
}

const LeadFormDialog = observer(function LeadFormDialog(props: DialogProps<boolean>) {
  const { mode, variant, id, close } = props as LeadFormDialogProps;
  const api = useService(FORMS_API);
  const dialogs = useService(TOKENS.dialogs);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`forms.dialog.${key}`, params);
  const guard = useClickGuard();
  const [editor, setEditor] = useState<LeadFormEditor | null>(mode === 'add' ? new LeadFormEditor('add', variant) : null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (mode !== 'edit' || !id) return;
    api.row(id).then(
      (row) => setEditor(new LeadFormEditor('edit', row.variant, row.id, { title: row.title, fields: JSON.parse(row.fields) as LeadFormFields })),
      (error: Error) => setLoadError(error.message),
    );
  }, [api, mode, id]);

  const openItem = async (index?: number) => {
    if (!editor) return;
    if (index === undefined && !editor.canAdd) {
      notifier.warning(FORM_MSG.tooManyItems);
      return;
    }
    const existing = index === undefined ? undefined : editor.items[index];
    const item = await dialogs.show<FormItem>(DIALOGS.leadItem, { mode: existing ? 'edit' : 'add', variant: editor.variant, item: existing });
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
    const ok = await notifier.confirm({ title: FORM_MSG.confirmDeleteTitle, content: FORM_MSG.confirmDeleteItem, danger: true });
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
      await api.save(request.value);
      notifier.success(t('saved'));
      close(true);
    } catch (error) {
      // §8 form save: a refusal shows its message (already shown) and keeps the dialog open; a
      // failure without an answer closes it. Either way the list reloads (§4).
      if (!(error instanceof HttpError) || error.code < 0) close(true);
      else setSaving(false);
    }
  };

  const rows = (editor?.items ?? []).map((item) => ({
    key: item.id,
    title: item.title,
    type: item.type,
    require: item.require,
    isSystem: item.isSystem,
    hidden: !item.show,
    canEdit: canEditItem(item),
    canDelete: canDeleteItem(item),
  }));

  return (
    <Modal
      open
      width={FORM_DIALOG_WIDTH}
      title={t(mode === 'add' ? 'addTitle' : 'editTitle')}
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
            <Input
              value={editor.title}
              maxLength={TEXT_MAX_LENGTH}
              showCount
              placeholder={t('formNamePlaceholder')}
              onChange={(e) => editor.setTitle(e.target.value)}
              aria-label={t('formName')}
            />
          </label>
          <div className="forms-items-head">
            <span className="forms-label">
              {t('items')} <span className="forms-muted">{t('count', { count: editor.items.length, max: LEAD_FORM_MAX_ITEMS })}</span>
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
          <fieldset className="forms-button-settings">
            <legend>{t('button')}</legend>
            <Space wrap>
              <label className="forms-inline-field">
                <span>{t('buttonName')}</span>
                <Input value={editor.buttonName} maxLength={TEXT_MAX_LENGTH} onChange={(e) => editor.setButton({ buttonName: e.target.value })} aria-label={t('buttonName')} />
              </label>
              <label className="forms-inline-field">
                <span>{t('popupName')}</span>
                <Input value={editor.popupName} maxLength={TEXT_MAX_LENGTH} onChange={(e) => editor.setButton({ popupName: e.target.value })} aria-label={t('popupName')} />
              </label>
              <Radio.Group
                value={editor.textAlign}
                onChange={(e) => editor.setButton({ textAlign: e.target.value })}
                optionType="button"
                aria-label={t('textAlign')}
                options={[
                  { value: 'left', label: t('left') },
                  { value: 'center', label: t('center') },
                  { value: 'right', label: t('right') },
                ]}
              />
            </Space>
          </fieldset>
        </div>
      )}
    </Modal>
  );
});

export default LeadFormDialog;
