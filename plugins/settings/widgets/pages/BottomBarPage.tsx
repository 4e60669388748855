// /zhSetting/bottomflexsetting and /applicationCenter/bottomflexsetting (底部浮动信息, app_sjfdxx or
// app_center): 2–5 buttons of 电话, 短信, 微信, 地图导航, 在线留言 (each once, each with its value),
// reordered with ↑ ↓, previewed along the bottom of a phone.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Dropdown, Input, Tag } from 'antd';
import { useT } from '../../../../kernel';
import {
  WIDGET_BUTTON_LABELS, WIDGET_BUTTON_TYPES, WIDGET_LIMITS, type WidgetBottomButton, type WidgetButtonType, type WidgetSettings,
} from '../../../../shared/domain/settings/widgets';
import { FieldRow } from '../components/FieldRow';
import { WidgetPage } from '../components/WidgetPage';
import { BottomBarPreview } from '../previews/BottomBarPreview';
import type { WidgetStore } from '../store/WidgetStore';

const DEFAULT_VALUES: Partial<Record<WidgetButtonType, string>> = { message: '/message' };

function ButtonRow({ store, buttons, index }: { store: WidgetStore<'bottomBar'>; buttons: WidgetBottomButton[]; index: number }) {
  const t = useT();
  const b = buttons[index];
  const name = WIDGET_BUTTON_LABELS[b.type];
  const put = (next: WidgetBottomButton[]) => store.set('buttons', next);
  const move = (to: number) => {
    const next = [...buttons];
    [next[index], next[to]] = [next[to], next[index]];
    put(next);
  };
  return (
    <div className="wg-list-row" data-testid="bar-button-row">
      <Tag color="blue">{name}</Tag>
      <Input className="wg-grow" style={{ maxWidth: 110 }} value={b.label} maxLength={WIDGET_LIMITS.buttonLabel} placeholder={name}
        onChange={(e) => put(buttons.map((x, i) => (i === index ? { ...x, label: e.target.value } : x)))} aria-label={t('settings.widgets.bottomBar.label', { name })} />
      <Input className="wg-grow" value={b.value} maxLength={b.type === 'map' ? WIDGET_LIMITS.address : WIDGET_LIMITS.buttonValue}
        placeholder={t(`settings.widgets.bottomBar.placeholders.${b.type}`)}
        onChange={(e) => put(buttons.map((x, i) => (i === index ? { ...x, value: e.target.value } : x)))} aria-label={t('settings.widgets.bottomBar.value', { name })} />
      <Button icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index - 1)} aria-label={t('settings.widgets.bottomBar.up', { name })} />
      <Button icon={<ArrowDownOutlined />} disabled={index === buttons.length - 1} onClick={() => move(index + 1)} aria-label={t('settings.widgets.bottomBar.down', { name })} />
      <Button icon={<DeleteOutlined />} danger onClick={() => put(buttons.filter((_, i) => i !== index))} aria-label={t('settings.widgets.bottomBar.remove', { name })} />
    </div>
  );
}

function Fields({ store, draft }: { store: WidgetStore<'bottomBar'>; draft: WidgetSettings<'bottomBar'> }) {
  const t = useT();
  const used = new Set(draft.buttons.map((b) => b.type));
  const free = WIDGET_BUTTON_TYPES.filter((type) => !used.has(type));
  const full = draft.buttons.length >= WIDGET_LIMITS.buttonsMax || free.length === 0;
  const add = (type: WidgetButtonType) => store.set('buttons', [...draft.buttons, { type, label: '', value: DEFAULT_VALUES[type] ?? '' }]);
  return (
    <FieldRow store={store} field="buttons" label={t('settings.widgets.bottomBar.buttons')} required
      extra={t('settings.widgets.bottomBar.count', { n: draft.buttons.length, min: WIDGET_LIMITS.buttonsMin, max: WIDGET_LIMITS.buttonsMax })}>
      <div>
        {draft.buttons.map((_, i) => <ButtonRow key={i} store={store} buttons={draft.buttons} index={i} />)}
        <Dropdown disabled={full} trigger={['click']} menu={{ items: free.map((type) => ({ key: type, label: WIDGET_BUTTON_LABELS[type] })), onClick: ({ key }) => add(key as WidgetButtonType) }}>
          <Button icon={<PlusOutlined />} disabled={full}>{t('settings.widgets.bottomBar.add')}</Button>
        </Dropdown>
      </div>
    </FieldRow>
  );
}

export default function BottomBarPage() {
  return <WidgetPage kind="bottomBar" device="phone" fields={(store, draft) => <Fields store={store} draft={draft} />} preview={(draft) => <BottomBarPreview buttons={draft.buttons} />} />;
}
