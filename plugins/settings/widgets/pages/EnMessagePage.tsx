// /zhSetting/flexEnMessage (外文客服, app_qqkfyssz_en, foreign sites): side, WhatsApp, e-mail and a
// button opening one of the site's lead forms (listed by the forms plugin's own call, for holders
// of its keys; others keep the form already chosen).
import MailOutlined from '@ant-design/icons/MailOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { TOKENS, useService, useT } from '../../../../kernel';
import { WIDGET_LIMITS, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import { FieldRow } from '../components/FieldRow';
import { SideField } from '../components/SideField';
import { WidgetPage } from '../components/WidgetPage';
import { ContactPanel } from '../previews/ContactPanel';
import type { WidgetStore } from '../store/WidgetStore';
import { WIDGETS_API } from '../tokens';

const FORM_KEYS = ['form_list', 'form_list_en'];

function useLeadForms(): { id: number; title: string; published: boolean }[] | null {
  const api = useService(WIDGETS_API);
  const permissions = useService(TOKENS.permission);
  const [forms, setForms] = useState<{ id: number; title: string; published: boolean }[] | null>(null);
  const allowed = FORM_KEYS.some((k) => permissions.has(k));
  useEffect(() => {
    if (allowed) void api.leadForms().then(setForms, () => setForms(null));
  }, [api, allowed]);
  return forms;
}

function Fields({ store, draft }: { store: WidgetStore<'enMessage'>; draft: WidgetSettings<'enMessage'> }) {
  const t = useT();
  const forms = useLeadForms();
  const chosenTitle = store.answer?.settings.formId === draft.formId ? store.answer?.formTitle : null;
  const options = [
    { value: 0, label: t('settings.widgets.enMessage.noForm') },
    ...(forms ?? (draft.formId ? [{ id: draft.formId, title: chosenTitle ?? `#${draft.formId}`, published: true }] : []))
      .map((f) => ({ value: f.id, label: f.published ? f.title : `${f.title}（${t('settings.widgets.enMessage.unpublished')}）` })),
  ];
  return (
    <>
      <SideField store={store} value={draft.side} />
      <FieldRow store={store} field="whatsapp" label="WhatsApp">
        <Input value={draft.whatsapp} maxLength={16} onChange={(e) => store.set('whatsapp', e.target.value)} aria-label="WhatsApp" placeholder="+8613800000000" />
      </FieldRow>
      <FieldRow store={store} field="email" label={t('settings.widgets.enMessage.email')}>
        <Input value={draft.email} maxLength={WIDGET_LIMITS.email} onChange={(e) => store.set('email', e.target.value)} aria-label={t('settings.widgets.enMessage.email')} placeholder="sales@example.com" />
      </FieldRow>
      <FieldRow store={store} field="formId" label={t('settings.widgets.enMessage.form')} extra={forms === null ? t('settings.widgets.enMessage.formsUnavailable') : undefined}>
        <Select value={draft.formId} options={options} onChange={(v) => store.set('formId', v)} aria-label={t('settings.widgets.enMessage.form')} style={{ width: 280 }} />
      </FieldRow>
      {draft.formId > 0 && (
        <FieldRow store={store} field="formButton" label={t('settings.widgets.enMessage.formButton')} required>
          <Input value={draft.formButton} maxLength={WIDGET_LIMITS.formButton} showCount onChange={(e) => store.set('formButton', e.target.value)} aria-label={t('settings.widgets.enMessage.formButton')} />
        </FieldRow>
      )}
    </>
  );
}

function Preview({ draft }: { draft: WidgetSettings<'enMessage'> }) {
  const rows = [
    ...(draft.whatsapp ? [{ key: 'wa', icon: <WhatsAppOutlined />, text: draft.whatsapp }] : []),
    ...(draft.email ? [{ key: 'mail', icon: <MailOutlined />, text: draft.email }] : []),
  ];
  return <ContactPanel side={draft.side} title="Contact us" rows={rows} button={draft.formId ? draft.formButton : undefined} />;
}

export default function EnMessagePage() {
  return <WidgetPage kind="enMessage" device="pc" fields={(store, draft) => <Fields store={store} draft={draft} />} preview={(draft) => <Preview draft={draft} />} />;
}
