// 登录设置: 账号密码 and/or 短信验证码, the lock (3–10 failures, 5–1,440 minutes) and 记住我 (1–30 days).
import { Button, Checkbox, Form, InputNumber, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import type { LoginConfigAnswer } from '../../../../shared/domain/members/centreApi';
import { LOGIN_LIMITS } from '../../../../shared/domain/members/centreRules';
import type { LoginConfig } from '../../../../shared/domain/members/settings';
import type { CentreSettingsStore } from '../store/CentreSettingsStore';
import { SectionFrame } from './SectionFrame';
import { showRefusal } from './showRefusal';

const PATHS = { methods: ['byPassword'] };

const LoginForm = observer(function LoginForm({ store, answer }: { store: CentreSettingsStore; answer: LoginConfigAnswer }) {
  const t = useT();
  const [form] = Form.useForm<LoginConfig>();
  const submit = async (values: LoginConfig) => showRefusal(form, await store.saveLogin({ ...answer.config, ...values }), PATHS);
  return (
    <Form form={form} labelCol={{ flex: '140px' }} initialValues={answer.config} onFinish={(v) => void submit(v)} className="centre-form" aria-label={t('members.centre.tabs.login')}>
      <Form.Item label={t('members.centre.login.methods')} required>
        <Space orientation="vertical" size={4}>
          <Form.Item name="byPassword" valuePropName="checked" noStyle>
            <Checkbox>{t('members.centre.login.byPassword')}</Checkbox>
          </Form.Item>
          <Form.Item name="bySms" valuePropName="checked" noStyle>
            <Checkbox disabled={!answer.smsLoginOn && !answer.config.bySms}>{t('members.centre.login.bySms')}</Checkbox>
          </Form.Item>
          {!answer.smsLoginOn && <span className="centre-help">{t('members.centre.login.bySmsHelp')}</span>}
        </Space>
      </Form.Item>
      <Form.Item name="maxFailures" label={t('members.centre.login.lock')} extra={`${LOGIN_LIMITS.maxFailures[0]}–${LOGIN_LIMITS.maxFailures[1]}`}>
        <InputNumber min={LOGIN_LIMITS.maxFailures[0]} max={LOGIN_LIMITS.maxFailures[1]} precision={0} suffix={t('members.centre.login.times')} className="centre-number" aria-label={t('members.centre.login.lock')} />
      </Form.Item>
      <Form.Item name="lockMinutes" label={t('members.centre.login.lockMinutes')} extra={`${LOGIN_LIMITS.lockMinutes[0]}–${LOGIN_LIMITS.lockMinutes[1]}`}>
        <InputNumber min={LOGIN_LIMITS.lockMinutes[0]} max={LOGIN_LIMITS.lockMinutes[1]} precision={0} suffix={t('members.centre.login.minutes')} className="centre-number" aria-label={t('members.centre.login.lockMinutes')} />
      </Form.Item>
      <Form.Item name="rememberDays" label={t('members.centre.login.remember')} extra={`${t('members.centre.login.rememberHelp')}（${LOGIN_LIMITS.rememberDays[0]}–${LOGIN_LIMITS.rememberDays[1]}）`}>
        <InputNumber min={LOGIN_LIMITS.rememberDays[0]} max={LOGIN_LIMITS.rememberDays[1]} precision={0} suffix={t('members.centre.login.rememberDays')} className="centre-number" aria-label={t('members.centre.login.remember')} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={store.login.saving}>{t('members.centre.save')}</Button>
      </Form.Item>
    </Form>
  );
});

export const LoginSection = observer(function LoginSection({ store }: { store: CentreSettingsStore }) {
  return <SectionFrame state={store.login}>{(answer) => <LoginForm key={JSON.stringify(answer)} store={store} answer={answer} />}</SectionFrame>;
});
