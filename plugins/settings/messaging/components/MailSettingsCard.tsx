// 邮件设置: 新留言邮件通知, 自定义SMTP (server, port, SSL/TLS, account, password kept as 已设置 unless a
// new one is typed, sender) or 平台邮件服务, up to five recipients; 保存 behind the click guard; and
// 发送测试邮件 with the settings on the page, its outcome shown beside the button.
import { Alert, Button, Card, Divider, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useClickGuard, useT } from '../../../../kernel';
import { MAIL_LIMITS, MAIL_MAX_RECIPIENTS, type MailConfigAnswer, type MailConfigSave } from '../../../../shared/domain/settings';
import type { MailSettingsStore } from '../store/MailSettingsStore';
import type { Outcome } from '../store/outcome';
import { ListInput, PortInput } from './FormInputs';
import { TestOutcomeAlert } from './TestOutcomeAlert';

/** SSL on ⇄ off moves a standard port along (465 ⇄ 587). */
const PORT_FOR_SSL: Record<string, number> = { true: 465, false: 587 };

const MailForm = observer(function MailForm({ store, answer }: { store: MailSettingsStore; answer: MailConfigAnswer }) {
  const t = useT();
  const saveGuard = useClickGuard();
  const testGuard = useClickGuard();
  const [form] = Form.useForm<MailConfigSave>();
  const mode = Form.useWatch('mode', form) ?? answer.config.mode;
  const [testTo, setTestTo] = useState(answer.config.recipients[0] ?? '');
  const [testProblem, setTestProblem] = useState<string | null>(null);

  const showRefusal = (outcome: Outcome) => {
    if (outcome.ok || !outcome.field) return false;
    if (outcome.field === 'to') {
      setTestProblem(outcome.message);
      return true;
    }
    form.setFields([{ name: outcome.field as keyof MailConfigSave, errors: [outcome.message] }]);
    return true;
  };
  const values = (): MailConfigSave => ({ ...answer.config, password: '', ...form.getFieldsValue(true) });
  const save = async () => {
    if (store.saving || !saveGuard.trigger()) return;
    const outcome = await store.save(values());
    if (outcome.ok) form.setFieldValue('password', '');
    else showRefusal(outcome);
  };
  const test = async () => {
    if (store.testing || !testGuard.trigger()) return;
    setTestProblem(null);
    const outcome = await store.test(values(), testTo);
    if (!outcome.ok && outcome.field && outcome.field !== 'to') showRefusal(outcome);
    else if (!outcome.ok && outcome.field === 'to') setTestProblem(outcome.message);
  };

  return (
    <Form
      form={form} labelCol={{ flex: '150px' }} wrapperCol={{ flex: '1' }} className="messaging-form" aria-label={t('settings.messaging.mail.title')}
      initialValues={{ ...answer.config, password: '' }}
      onValuesChange={(changed: Partial<MailConfigSave>) => {
        if (changed.ssl !== undefined && [465, 587].includes(form.getFieldValue('port'))) form.setFieldValue('port', PORT_FOR_SSL[String(changed.ssl)]);
      }}
      onFinish={() => void save()}
    >
      <Form.Item name="notifyLead" label={t('settings.messaging.mail.notifyLead')} valuePropName="checked" extra={t('settings.messaging.mail.notifyLeadHelp')}>
        <Switch aria-label={t('settings.messaging.mail.notifyLead')} />
      </Form.Item>
      <Form.Item name="mode" label={t('settings.messaging.mail.mode')}>
        <Radio.Group options={[{ value: 'smtp', label: t('settings.messaging.mail.modeSmtp') }, { value: 'platform', label: t('settings.messaging.mail.modePlatform') }]} />
      </Form.Item>
      {mode === 'platform' ? (
        <Form.Item label=" " colon={false}>
          {answer.platform.configured
            ? <Typography.Text type="secondary">{t('settings.messaging.mail.platformHelp')}</Typography.Text>
            : <Alert type="warning" showIcon title={answer.platform.message} role="alert" />}
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('settings.messaging.mail.host')} required>
            <Space.Compact className="messaging-host-row">
              <Form.Item name="host" noStyle>
                <Input maxLength={MAIL_LIMITS.host} placeholder={t('settings.messaging.mail.hostPlaceholder')} aria-label={t('settings.messaging.mail.host')} />
              </Form.Item>
              <Form.Item name="port" noStyle>
                <PortInput aria-label={t('settings.messaging.mail.port')} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="ssl" label={t('settings.messaging.mail.ssl')} valuePropName="checked" extra={t('settings.messaging.mail.sslHelp')}>
            <Switch aria-label={t('settings.messaging.mail.ssl')} />
          </Form.Item>
          <Form.Item name="account" label={t('settings.messaging.mail.account')} required>
            <Input maxLength={MAIL_LIMITS.account} autoComplete="off" aria-label={t('settings.messaging.mail.account')} />
          </Form.Item>
          <Form.Item name="password" label={t('settings.messaging.mail.password')} required={!answer.passwordSet}>
            <Input.Password maxLength={MAIL_LIMITS.password} autoComplete="new-password" aria-label={t('settings.messaging.mail.password')}
              placeholder={answer.passwordSet ? t('settings.messaging.mail.passwordSet') : t('settings.messaging.mail.passwordPlaceholder')} />
          </Form.Item>
          <Form.Item name="senderName" label={t('settings.messaging.mail.senderName')}>
            <Input maxLength={MAIL_LIMITS.senderName} placeholder={t('settings.messaging.mail.senderNamePlaceholder')} aria-label={t('settings.messaging.mail.senderName')} />
          </Form.Item>
          <Form.Item name="senderAddress" label={t('settings.messaging.mail.senderAddress')} required>
            <Input maxLength={MAIL_LIMITS.address} aria-label={t('settings.messaging.mail.senderAddress')} />
          </Form.Item>
        </>
      )}
      <Form.Item name="recipients" label={t('settings.messaging.mail.recipients')} extra={t('settings.messaging.mail.recipientsHelp', { max: MAIL_MAX_RECIPIENTS })}>
        <ListInput max={MAIL_MAX_RECIPIENTS} aria-label={t('settings.messaging.mail.recipients')} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={store.saving} disabled={saveGuard.blocked}>{t('settings.messaging.save')}</Button>
      </Form.Item>
      <Divider titlePlacement="start" plain>{t('settings.messaging.mail.testTitle')}</Divider>
      <Form.Item label={t('settings.messaging.mail.testTo')} validateStatus={testProblem ? 'error' : undefined} help={testProblem ?? t('settings.messaging.mail.testHelp')}>
        <Space.Compact className="messaging-test-row">
          <Input value={testTo} maxLength={MAIL_LIMITS.address} aria-label={t('settings.messaging.mail.testTo')}
            onChange={(e) => { setTestTo(e.target.value); setTestProblem(null); }} onPressEnter={(e) => { e.preventDefault(); void test(); }} />
          <Button onClick={() => void test()} loading={store.testing} disabled={testGuard.blocked && !store.testing}>{t('settings.messaging.mail.sendTest')}</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <TestOutcomeAlert outcome={store.testOutcome} />
      </Form.Item>
    </Form>
  );
});

export const MailSettingsCard = observer(function MailSettingsCard({ store }: { store: MailSettingsStore }) {
  const t = useT();
  const answer = store.answer;
  return (
    <Card title={t('settings.messaging.mail.title')} loading={!answer && !store.loadFailed}>
      {store.loadFailed && !answer && (
        <Alert type="warning" showIcon title={t('settings.messaging.loadFailed')} action={<Button size="small" onClick={() => void store.load()}>{t('settings.messaging.retry')}</Button>} />
      )}
      {answer && <MailForm key={`${answer.passwordSet}`} store={store} answer={answer} />}
    </Card>
  );
});
