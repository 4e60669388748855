// The data item dialog (465 px): type input/radio/image/file, name, hint (not for file and
// image, §5), options for radio, and the flags (locked for system items, §4).
import { Button, Input, Modal, Radio, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TOKENS, useService, type DialogProps } from '../../../kernel';
import { FORM_ITEM_DIALOG_WIDTH, TEXT_MAX_LENGTH } from '../../../shared/domain';
import { DATA_ITEM_TYPES, hasOptions, showsHint, type DataFormItem, type DataItemType } from '../../../shared/domain/forms';
import { DataItemDraft } from '../store/DataItemDraft';
import '../forms.css';

interface DataItemDialogProps extends DialogProps<DataFormItem> {
  mode: 'add' | 'edit';
  item?: DataFormItem;
}

const DataItemDialog = observer(function DataItemDialog(props: DialogProps<DataFormItem>) {
  const { mode, item, close } = props as DataItemDialogProps;
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`forms.item.${key}`);
  const [draft] = useState(() => new DataItemDraft(mode, item));
  const current = draft.item;

  const choose = (type: DataItemType) => {
    const problem = draft.chooseType(type);
    if (problem) notifier.warning(problem);
  };
  const ok = () => {
    const result = draft.finish();
    if (!result.ok) notifier.error(result.message);
    else close(result.item);
  };

  return (
    <Modal
      open
      width={FORM_ITEM_DIALOG_WIDTH}
      title={t(mode === 'add' ? 'addTitle' : 'editTitle')}
      onCancel={() => close()}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={() => close()}>
          {i18n.t('forms.dialog.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={ok}>
          {t('ok')}
        </Button>,
      ]}
    >
      <div className="forms-dialog-body" data-testid="data-item-dialog">
        <div className="forms-field">
          <span className="forms-label">{t('type')}</span>
          <Radio.Group value={current.type} optionType="button" onChange={(e) => choose(e.target.value)} options={DATA_ITEM_TYPES.map((type) => ({ value: type, label: i18n.t(`forms.types.${type}`) }))} />
          {current.isSystem && <div className="forms-muted">{t('systemNote')}</div>}
        </div>
        <label className="forms-field">
          <span className="forms-label forms-label-required">{t('title')}</span>
          <Input value={current.title} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('titlePlaceholder')} onChange={(e) => draft.set('title', e.target.value)} aria-label={t('title')} />
        </label>
        {showsHint(current.type, 'data') && (
          <label className="forms-field">
            <span className="forms-label">{t('hint')}</span>
            <Input value={current.placeholder} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('hintPlaceholder')} onChange={(e) => draft.set('placeholder', e.target.value)} aria-label={t('hint')} />
          </label>
        )}
        {hasOptions(current.type) && (
          <label className="forms-field">
            <span className="forms-label forms-label-required">{t('options')}</span>
            <Input.TextArea value={current.selectItem} rows={4} placeholder={t('optionsHint')} onChange={(e) => draft.setOptionsText(e.target.value)} aria-label={t('options')} />
          </label>
        )}
        <div className="forms-switches">
          <label className="forms-switch-row">
            <Switch size="small" checked={current.require} disabled={draft.flagsLocked} onChange={(v) => draft.set('require', v)} aria-label={t('required')} /> {t('required')}
          </label>
          <label className="forms-switch-row">
            <Switch size="small" checked={current.isCondition} disabled={draft.flagsLocked} onChange={(v) => draft.set('isCondition', v)} aria-label={t('condition')} /> {t('condition')}
          </label>
          <label className="forms-switch-row">
            <Switch size="small" checked={current.show} onChange={(v) => draft.set('show', v)} aria-label={t('show')} /> {t('show')}
          </label>
        </div>
      </div>
    </Modal>
  );
});

export default DataItemDialog;
