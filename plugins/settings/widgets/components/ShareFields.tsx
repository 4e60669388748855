// 分享 and 外文分享's fields (the channels differ) and their preview.
import { Checkbox, Radio } from 'antd';
import { useT } from '../../../../kernel';
import { WIDGET_SHARE_POSITIONS, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import { SharePreview } from '../previews/SharePreview';
import type { WidgetStore } from '../store/WidgetStore';
import { FieldRow } from './FieldRow';
import { WidgetPage } from './WidgetPage';

type ShareKind = 'share' | 'enShare';

function Fields({ store, draft, channels }: { store: WidgetStore<ShareKind>; draft: WidgetSettings<ShareKind>; channels: readonly string[] }) {
  const t = useT();
  return (
    <>
      <FieldRow store={store} field="channels" label={t('settings.widgets.share.channels')} required>
        <Checkbox.Group
          value={draft.channels}
          onChange={(v) => store.set('channels', channels.filter((c) => v.includes(c)) as never)}
          options={channels.map((c) => ({ value: c, label: t(`settings.widgets.channels.${c}`) }))}
        />
      </FieldRow>
      <FieldRow store={store} field="position" label={t('settings.widgets.share.position')}>
        <Radio.Group value={draft.position} onChange={(e) => store.set('position', e.target.value)}
          options={WIDGET_SHARE_POSITIONS.map((p) => ({ value: p, label: t(`settings.widgets.positions.${p}`) }))} />
      </FieldRow>
    </>
  );
}

export function SharePageOf({ kind, channels }: { kind: ShareKind; channels: readonly string[] }) {
  const t = useT();
  const labels = Object.fromEntries(channels.map((c) => [c, t(`settings.widgets.channels.${c}`)]));
  return (
    <WidgetPage<ShareKind>
      kind={kind}
      device="pc"
      fields={(store, draft) => <Fields store={store} draft={draft} channels={channels} />}
      preview={(draft) => <SharePreview channels={draft.channels} position={draft.position} labels={labels} />}
    />
  );
}
