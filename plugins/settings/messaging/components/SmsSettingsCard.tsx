// 短信设置: whether the platform's SMS service is configured (unconfigured: 短信服务未配置，请联系管理员
// and nothing can be saved or sent), the signature in 【】, the notification phones and 新留言短信通知;
// then 发送测试短信, once a minute per site, with the wait shown.
import { Alert, Button, Card, Divider, Form, Input, Space, Switch, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useClickGuard, useT } from '../../../../kernel';
import { SMS_MAX_PHONES, type SmsConfig, type SmsConfigAnswer } from '../../../../shared/domain/settings';
import type { SmsSettingsStore } from '../store/SmsSettingsStore';
import { ListInput } from './FormInputs';
import { TestOutcomeAlert } from './TestOutcomeAlert';

/** Seconds until the next test SMS may go (0: now), ticking down. */
function useWait(nextAt: number | null): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (nextAt === null || nextAt <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [nextAt, now]);
  return nextAt === null ? 0 : Math.max(0, Math.ceil((nextAt - now) / 1000));
}

const SmsForm = observer(function SmsForm({ store, answer }: { store: SmsSettingsStore; answer: SmsConfigAnswer }) {
  const t = useT();
  const saveGuard = useClickGuard();
  const testGuard = useClickGuard();
  const [form] = Form.useForm<SmsConfig>();
  const [phone, setPhone] = useState(answer.config.phones[0] ?? '');
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [nextAt, setNextAt] = useState<number | null>(answer.nextTestAt);
  const wait = useWait(nextAt);
  const disabled = !answer.provider.configured;

  const save = async () => {
    if (store.saving || !saveGuard.trigger()) return;
    const outcome = await store.save({ ...answer.config, ...form.getFieldsValue(true) });
    if (!outcome.ok && outcome.field) form.setFields([{ name: outcome.field as keyof SmsConfig, errors: [outcome.message] }]);
  };
  const test = async () => {
    if (store.testing || wait > 0 || !testGuard.trigger()) return;
    setPhoneProblem(null);
    const outcome = await store.test(phone);
    if (!outcome.ok && outcome.field === 'phone') setPhoneProblem(outcome.message);
    // Sent or refused as too frequent: the next one waits out the minute.
    if (outcome.ok) setNextAt(Date.now() + 60_000);
  };

  return (
    <Form form={form} labelCol={{ flex: '150px' }} wrapperCol={{ flex: '1' }} className="messaging-form" aria-label={t('settings.messaging.sms.title')}
      initialValues={answer.config} disabled={disabled} onFinish={() => void save()}>
      <Form.Item label={t('settings.messaging.sms.status')}>
        {answer.provider.configured ? <Tag color="success">{t('settings.messaging.sms.configured')}</Tag> : <Tag>{t('settings.messaging.sms.unconfigured')}</Tag>}
      </Form.Item>
      <Form.Item name="signature" label={t('settings.messaging.sms.signature')} extra={t('settings.messaging.sms.signatureHelp')}>
        <Input addonBefore="【" addonAfter="】" maxLength={14} className="messaging-signature" aria-label={t('settings.messaging.sms.signature')} />
      </Form.Item>
      <Form.Item name="phones" label={t('settings.messaging.sms.phones')} extra={t('settings.messaging.sms.phonesHelp', { max: SMS_MAX_PHONES })}>
        <ListInput max={SMS_MAX_PHONES} aria-label={t('settings.messaging.sms.phones')} />
      </Form.Item>
      <Form.Item name="notifyLead" label={t('settings.messaging.sms.notifyLead')} valuePropName="checked" extra={t('settings.messaging.sms.notifyLeadHelp')}>
        <Switch aria-label={t('settings.messaging.sms.notifyLead')} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={store.saving} disabled={disabled || saveGuard.blocked}>{t('settings.messaging.save')}</Button>
      </Form.Item>
      <Divider titlePlacement="start" plain>{t('settings.messaging.sms.testTitle')}</Divider>
      <Form.Item label={t('settings.messaging.sms.testPhone')} validateStatus={phoneProblem ? 'error' : undefined}
        help={phoneProblem ?? (wait > 0 ? t('settings.messaging.sms.wait', { seconds: wait }) : t('settings.messaging.sms.testHelp'))}>
        <Space.Compact className="messaging-test-row">
          <Input value={phone} maxLength={11} inputMode="numeric" aria-label={t('settings.messaging.sms.testPhone')}
            onChange={(e) => { setPhone(e.target.value.replace(/\D/g, '')); setPhoneProblem(null); }} onPressEnter={(e) => { e.preventDefault(); void test(); }} />
          <Button onClick={() => void test()} loading={store.testing} disabled={disabled || wait > 0 || (testGuard.blocked && !store.testing)}>{t('settings.messaging.sms.sendTest')}</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <TestOutcomeAlert outcome={store.testOutcome} />
      </Form.Item>
    </Form>
  );
});

export const SmsSettingsCard = observer(function SmsSettingsCard({ store }: { store: SmsSettingsStore }) {
  const t = useT();
  const answer = store.answer;
  return (
    <Card title={t('settings.messaging.sms.title')} loading={!answer && !store.loadFailed}>
      {store.loadFailed && !answer && (
        <Alert type="warning" showIcon title={t('settings.messaging.loadFailed')} action={<Button size="small" onClick={() => void store.load()}>{t('settings.messaging.retry')}</Button>} />
      )}
      {answer && !answer.provider.configured && <Alert type="warning" showIcon title={answer.provider.message} role="alert" className="messaging-unconfigured" />}
      {answer && <SmsForm store={store} answer={answer} />}
    </Card>
  );
});
