// What the six widget pages share: the load (skeleton, retry), the 启用 switch, the page's fields,
// 保存 behind the click guard and 恢复, and the live preview in a PC or phone frame beside them.
// A page supplies only its fields and its preview, both drawn from the store's draft.
import { Alert, Button, Form, Result, Skeleton, Space, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useClickGuard, useService, useT } from '../../../../kernel';
import type { WidgetKind, WidgetSettings } from '../../../../shared/domain/settings/widgets';
import { Panel } from '../../../../shared/ui/panel/Panel';
import type { WidgetStore } from '../store/WidgetStore';
import { WIDGET_STORES } from '../tokens';
import { DeviceFrame, type Device } from './DeviceFrame';
import '../widgets.css';

export interface WidgetPageProps<K extends WidgetKind> {
  kind: K;
  device: Device;
  fields(store: WidgetStore<K>, draft: WidgetSettings<K>): ReactNode;
  preview(draft: WidgetSettings<K>): ReactNode;
}

const Body = observer(function Body<K extends WidgetKind>({ store, device, fields, preview }: { store: WidgetStore<K> } & Omit<WidgetPageProps<K>, 'kind'>) {
  const t = useT();
  const guard = useClickGuard();
  const draft = store.draft;
  if (!draft) return null;
  const save = () => {
    if (guard.trigger()) void store.save();
  };
  return (
    <div className="wg-layout">
      <Form layout="horizontal" labelCol={{ flex: '120px' }} className="wg-form" onFinish={save}>
        <Form.Item label={t('settings.widgets.enabled')}>
          <Space>
            <Switch checked={draft.enabled} onChange={(on) => store.set('enabled', on as WidgetSettings<K>['enabled'])} aria-label={t('settings.widgets.enabled')} />
            <span className="wg-help">{t(draft.enabled ? 'settings.widgets.enabledHelp' : 'settings.widgets.disabledHelp')}</span>
          </Space>
        </Form.Item>
        {fields(store, draft)}
        {store.refusal && !store.refusal.field && <Alert type="error" showIcon title={store.refusal.message} className="wg-alert" />}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={store.saving} disabled={guard.blocked && !store.saving}>{t('settings.widgets.save')}</Button>
            <Button onClick={() => store.reset()} disabled={!store.dirty}>{t('settings.widgets.reset')}</Button>
            {store.dirty && <span className="wg-help">{t('settings.widgets.unsaved')}</span>}
          </Space>
        </Form.Item>
      </Form>
      <DeviceFrame device={device} label={t(device === 'pc' ? 'settings.widgets.previewPc' : 'settings.widgets.previewPhone')}>
        {preview(draft)}
        {!draft.enabled && <div className="wg-off">{t('settings.widgets.previewOff')}</div>}
      </DeviceFrame>
    </div>
  );
});

export const WidgetPage = observer(function WidgetPage<K extends WidgetKind>({ kind, ...rest }: WidgetPageProps<K>) {
  const t = useT();
  const factory = useService(WIDGET_STORES);
  const store = useMemo(() => factory(kind), [factory, kind]);
  useEffect(() => {
    void store.load();
  }, [store]);

  let body: ReactNode;
  if (store.draft) body = <Body store={store} {...rest} />;
  else if (store.failed) body = <Result status="warning" title={t('settings.widgets.loadFailed')} extra={<Button onClick={() => void store.load()}>{t('settings.widgets.retry')}</Button>} />;
  else body = <Skeleton active paragraph={{ rows: 8 }} />;

  const state = store.answer ? <Tag color={store.answer.settings.enabled ? 'success' : 'default'}>{t(store.answer.settings.enabled ? 'settings.widgets.on' : 'settings.widgets.off')}</Tag> : null;
  return (
    <Panel title={t(`settings.widgets.${kind}.title`)} extra={state} data-testid={`widget-page-${kind}`}>
      <p className="wg-intro">{t(`settings.widgets.${kind}.intro`)}</p>
      {body}
    </Panel>
  );
});
