// /zhSetting/customer (在线客服, app_qqkfyssz): side, QQ numbers, a WeChat QR from the image library,
// phone and working hours, previewed as the panel visitors see on a PC.
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import QqOutlined from '@ant-design/icons/QqOutlined';
import WechatOutlined from '@ant-design/icons/WechatOutlined';
import { Input, Select } from 'antd';
import { useT } from '../../../../kernel';
import { WIDGET_LIMITS, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import { FieldRow } from '../components/FieldRow';
import { LibraryImageField } from '../components/LibraryImageField';
import { SideField } from '../components/SideField';
import { WidgetPage } from '../components/WidgetPage';
import { ContactPanel, type ContactRow } from '../previews/ContactPanel';
import type { WidgetStore } from '../store/WidgetStore';

function Fields({ store, draft }: { store: WidgetStore<'customer'>; draft: WidgetSettings<'customer'> }) {
  const t = useT();
  return (
    <>
      <SideField store={store} value={draft.side} />
      <FieldRow store={store} field="qq" label={t('settings.widgets.customer.qq')} extra={t('settings.widgets.customer.qqHelp', { max: WIDGET_LIMITS.qqMax })}>
        <Select mode="tags" open={false} value={draft.qq} tokenSeparators={[',', '，', ' ']} onChange={(v) => store.set('qq', v)}
          aria-label={t('settings.widgets.customer.qq')} placeholder={t('settings.widgets.customer.qqPlaceholder')} />
      </FieldRow>
      <FieldRow store={store} field="wechatQr" label={t('settings.widgets.customer.wechatQr')}>
        <LibraryImageField value={draft.wechatQr} onChange={(url) => store.set('wechatQr', url)} label={t('settings.widgets.customer.wechatQr')} />
      </FieldRow>
      <FieldRow store={store} field="phone" label={t('settings.widgets.customer.phone')}>
        <Input value={draft.phone} maxLength={20} onChange={(e) => store.set('phone', e.target.value)} aria-label={t('settings.widgets.customer.phone')} placeholder="400-800-1234" />
      </FieldRow>
      <FieldRow store={store} field="hours" label={t('settings.widgets.customer.hours')}>
        <Input value={draft.hours} maxLength={WIDGET_LIMITS.hours} showCount onChange={(e) => store.set('hours', e.target.value)} aria-label={t('settings.widgets.customer.hours')} placeholder={t('settings.widgets.customer.hoursPlaceholder')} />
      </FieldRow>
    </>
  );
}

function Preview({ draft }: { draft: WidgetSettings<'customer'> }) {
  const t = useT();
  const rows: ContactRow[] = [
    ...draft.qq.map((q) => ({ key: `qq-${q}`, icon: <QqOutlined />, text: q })),
    ...(draft.wechatQr ? [{ key: 'wechat', icon: <WechatOutlined />, image: draft.wechatQr, text: t('settings.widgets.customer.wechatQr') }] : []),
    ...(draft.phone ? [{ key: 'phone', icon: <PhoneOutlined />, text: draft.phone }] : []),
    ...(draft.hours ? [{ key: 'hours', text: draft.hours }] : []),
  ];
  return <ContactPanel side={draft.side} title={t('settings.widgets.customer.panelTitle')} rows={rows} />;
}

export default function CustomerPage() {
  return <WidgetPage kind="customer" device="pc" fields={(store, draft) => <Fields store={store} draft={draft} />} preview={(draft) => <Preview draft={draft} />} />;
}
