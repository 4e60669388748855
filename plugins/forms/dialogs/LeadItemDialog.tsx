// The lead item dialog (465 px, §2/§4/§5): the type chooser with its 'more types' panel, and the
// settings each of the 14 types has.
import { Button, Input, Modal, Radio, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TOKENS, useService, type DialogProps } from '../../../kernel';
import { FORM_ITEM_DIALOG_WIDTH, INPUT_LENGTH_LIMITS, TEXT_MAX_LENGTH } from '../../../shared/domain';
import { canToggleRequired, hasLengthLimits, hasOptions, isPhoneSystemItem, showsHint, type FormItem, type FormVariant, type LeadItemType } from '../../../shared/domain/forms';
import { NumberInput } from '../../../shared/ui/number/NumberInput';
import { COMMON_TYPES, ItemDraft, MORE_TYPES } from '../store/ItemDraft';
import '../forms.css';

export interface LeadItemDialogProps extends DialogProps<FormItem> {
  mode: 'add' | 'edit';
  variant: FormVariant;
  item?: FormItem;
}

const LeadItemDialog = observer(function LeadItemDialog(props: DialogProps<FormItem>) {
  const { mode, variant, item, close } = props as LeadItemDialogProps;
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string) => i18n.t(`forms.item.${key}`);
  const [draft] = useState(() => new ItemDraft(mode, variant, item));
  const current = draft.item;
  const lockedFlags = !canToggleRequired(current);

  const choose = (type: LeadItemType) => {
    const problem = draft.chooseType(type);
    if (problem) notifier.warning(problem);
  };
  const warnIf = (warning: string | undefined) => {
    if (warning) notifier.warning(warning);
  };
  const ok = () => {
    const result = draft.finish();
    if (!result.ok) notifier.error(result.message);
    else close(result.item);
  };

  const typeButton = (type: LeadItemType) => (
    <Button key={type} size="small" type={current.type === type ? 'primary' : 'default'} aria-pressed={current.type === type} onClick={() => choose(type)}>
      {i18n.t(`forms.types.${type}`)}
    </Button>
  );

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
      <div className="forms-dialog-body" data-testid="lead-item-dialog">
        <div className="forms-field">
          <span className="forms-label">{t('type')}</span>
          <div className="forms-type-grid" role="group" aria-label={t('type')}>
            {COMMON_TYPES.map(typeButton)}
            <Button size="small" type="link" aria-expanded={draft.moreTypesOpen} onClick={() => draft.toggleMoreTypes()}>
              {draft.moreTypesOpen ? t('lessTypes') : t('moreTypes')}
            </Button>
          </div>
          {draft.moreTypesOpen && (
            <div className="forms-type-grid forms-more-types" role="group" aria-label={t('moreTypes')} data-testid="more-types">
              {MORE_TYPES.map(typeButton)}
            </div>
          )}
          {current.isSystem && <div className="forms-muted">{t('systemNote')}</div>}
        </div>

        <label className="forms-field">
          <span className="forms-label forms-label-required">{t('title')}</span>
          <Input value={current.title} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('titlePlaceholder')} onChange={(e) => draft.set('title', e.target.value)} aria-label={t('title')} />
        </label>

        {showsHint(current.type, 'lead') && (
          <label className="forms-field">
            <span className="forms-label">{t('hint')}</span>
            <Input value={current.placeholder} maxLength={TEXT_MAX_LENGTH} showCount placeholder={t('hintPlaceholder')} onChange={(e) => draft.set('placeholder', e.target.value)} aria-label={t('hint')} />
          </label>
        )}

        {hasOptions(current.type) && (
          <label className="forms-field">
            <span className="forms-label forms-label-required">{t('options')}</span>
            <Input.TextArea value={current.selectItem} rows={4} placeholder={t('optionsHint')} onChange={(e) => draft.setOptionsText(e.target.value)} aria-label={t('options')} />
            <span className="forms-muted">{t('optionsHint')}</span>
          </label>
        )}

        {hasLengthLimits(current.type) && (
          <div className="forms-field">
            <span className="forms-label">
              {t('limit')} <Switch size="small" checked={current.limitType} onChange={(v) => draft.set('limitType', v)} aria-label={t('limit')} />
            </span>
            {current.limitType && (
              <div className="forms-limits">
                <span>{t('min')}</span>
                <NumberInput className="forms-number" value={current.minValue.value} min={current.require ? 1 : INPUT_LENGTH_LIMITS.minLow} max={INPUT_LENGTH_LIMITS.minHigh} onCommit={(v) => warnIf(draft.setMin(v))} aria-label={t('min')} />
                <span>{t('max')}</span>
                <NumberInput className="forms-number" value={current.maxValue.value} min={INPUT_LENGTH_LIMITS.maxLow} max={INPUT_LENGTH_LIMITS.maxHigh} onCommit={(v) => warnIf(draft.setMax(v))} aria-label={t('max')} />
                <span>{t('chars')}</span>
              </div>
            )}
          </div>
        )}

        {current.type === 'date' && (
          <div className="forms-field">
            <span className="forms-label">{t('dateType')}</span>
            <Radio.Group value={current.dateType} onChange={(e) => draft.set('dateType', e.target.value)} options={[{ value: 'date', label: t('singleDate') }, { value: 'range', label: t('dateRange') }]} />
            <span className="forms-label">{t('accuracy')}</span>
            <Radio.Group value={current.accuracyType} onChange={(e) => draft.set('accuracyType', e.target.value)} options={[{ value: 'date', label: t('day') }, { value: 'hour', label: t('hour') }]} />
          </div>
        )}

        {current.type === 'phone' && (
          <div className="forms-field">
            <label className="forms-switch-row">
              <Switch size="small" checked={current.areaSelect === 'true'} onChange={(v) => draft.set('areaSelect', v ? 'true' : 'false')} /> {t('areaSelect')}
            </label>
            <span className="forms-label">
              {t('digits')}
              {current.areaSelect === 'true' && <span className="forms-muted">{t('digitsNote')}</span>}
            </span>
            <Radio.Group value={current.enterDigitsSelect} onChange={(e) => draft.set('enterDigitsSelect', e.target.value)} options={[{ value: 'true', label: t('digits11') }, { value: 'false', label: t('digits7to11') }]} />
          </div>
        )}

        {current.type === 'provinces' && (
          <label className="forms-switch-row">
            <Switch size="small" checked={current.countySelect === 'true'} onChange={(v) => draft.set('countySelect', v ? 'true' : 'false')} /> {t('county')}
          </label>
        )}

        {current.type === 'text' && (
          <>
            <label className="forms-field">
              <span className="forms-label">{t('mainTitle')}</span>
              <Input value={current.mainTitle} maxLength={TEXT_MAX_LENGTH} onChange={(e) => draft.set('mainTitle', e.target.value)} aria-label={t('mainTitle')} />
            </label>
            <label className="forms-field">
              <span className="forms-label">{t('subtitle')}</span>
              <Input value={current.subtitle} maxLength={TEXT_MAX_LENGTH} onChange={(e) => draft.set('subtitle', e.target.value)} aria-label={t('subtitle')} />
            </label>
          </>
        )}

        {current.checkType && (
          <div className="forms-field">
            <span className="forms-label">{t('check')}</span>
            <Tag color="geekblue" className="forms-check-tag">{t(`check${current.checkType === 'IDCard' ? 'IDCard' : current.checkType === 'email' ? 'Email' : 'Phone'}`)}</Tag>
          </div>
        )}

        {current.type !== 'text' && (
          <div className="forms-switches">
            <label className="forms-switch-row">
              <Switch size="small" checked={current.require} disabled={lockedFlags} onChange={(v) => draft.setRequire(v)} aria-label={t('required')} /> {t('required')}
            </label>
            <label className="forms-switch-row">
              <Switch size="small" checked={current.show} disabled={isPhoneSystemItem(current)} onChange={(v) => draft.set('show', v)} aria-label={t('show')} /> {t('show')}
            </label>
            <label className="forms-switch-row">
              <Switch size="small" checked={current.display} disabled={isPhoneSystemItem(current)} onChange={(v) => draft.set('display', v)} aria-label={t('display')} /> {t('display')}
            </label>
          </div>
        )}
      </div>
    </Modal>
  );
});

export default LeadItemDialog;
