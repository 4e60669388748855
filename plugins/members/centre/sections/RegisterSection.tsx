// 注册设置: open, methods, phone verified by SMS, 注册审核, the default rank, each profile field's mode,
// reserved names and the password policy. Saved as a whole; refusals land on their field.
import { Alert, Button, Checkbox, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import type { RegisterConfigAnswer } from '../../../../shared/domain/members/centreApi';
import { FIELD_MODES } from '../../../../shared/domain/members/centreRules';
import { PROFILE_FIELDS, REGISTER_METHODS, type RegisterConfig } from '../../../../shared/domain/members/settings';
import type { CentreSettingsStore } from '../store/CentreSettingsStore';
import { SectionFrame } from './SectionFrame';
import { showRefusal } from './showRefusal';

const PATHS = { password: ['password', 'minLength'], fields: ['fields', 'nickname'] };

const RegisterForm = observer(function RegisterForm({ store, answer }: { store: CentreSettingsStore; answer: RegisterConfigAnswer }) {
  const t = useT();
  const [form] = Form.useForm<RegisterConfig>();
  const submit = async (values: RegisterConfig) => {
    const result = await store.saveRegister({ ...answer.config, ...values, password: { ...answer.config.password, ...values.password } });
    showRefusal(form, result, PATHS);
  };
  const rankOptions = [{ value: 0, label: t('members.centre.register.defaultRankAuto') }, ...answer.ranks.map((r) => ({ value: r.id, label: `${r.name}（${r.level}）` }))];
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '140px' }} initialValues={answer.config} onFinish={(v) => void submit(v)} className="centre-form" aria-label={t('members.centre.tabs.register')}>
      <Form.Item name="open" label={t('members.centre.register.open')} valuePropName="checked" extra={t('members.centre.register.openHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item name="methods" label={t('members.centre.register.methods')}>
        <Checkbox.Group options={REGISTER_METHODS.map((m) => ({ value: m, label: t(`members.centre.register.method.${m}`) }))} />
      </Form.Item>
      <Form.Item name="phoneVerify" label={t('members.centre.register.phoneVerify')} valuePropName="checked" extra={answer.smsRegisterOn ? undefined : t('members.centre.register.phoneVerifyHelp')}>
        <Switch disabled={!answer.smsRegisterOn && !answer.config.phoneVerify} />
      </Form.Item>
      <Form.Item name="review" label={t('members.centre.register.review')} valuePropName="checked" extra={t('members.centre.register.reviewHelp')}>
        <Switch />
      </Form.Item>
      <Form.Item name="defaultRankId" label={t('members.centre.register.defaultRank')}>
        <Select options={rankOptions} style={{ maxWidth: 320 }} />
      </Form.Item>
      {answer.ranks.length === 0 && <Alert type="warning" showIcon title={t('members.centre.register.noRanks')} className="centre-inline-alert" />}
      <Form.Item label={t('members.centre.register.fields')} className="centre-fields">
        {PROFILE_FIELDS.map((field) => (
          <div key={field} className="centre-field-row">
            <span className="centre-field-name">{t(`members.centre.register.field.${field}`)}</span>
            <Form.Item name={['fields', field]} noStyle>
              <Radio.Group optionType="button" buttonStyle="solid" size="small" options={FIELD_MODES.map((m) => ({ value: m, label: t(`members.centre.register.mode.${m}`) }))} aria-label={t(`members.centre.register.field.${field}`)} />
            </Form.Item>
          </div>
        ))}
      </Form.Item>
      <Form.Item name="reservedNames" label={t('members.centre.register.reservedNames')} extra={t('members.centre.register.reservedNamesHelp')}>
        <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} style={{ maxWidth: 520 }} aria-label={t('members.centre.register.reservedNames')} />
      </Form.Item>
      <Form.Item label={t('members.centre.register.passwordMin')}>
        <Form.Item name={['password', 'minLength']} noStyle>
          <InputNumber min={6} max={20} precision={0} aria-label={t('members.centre.register.passwordMin')} />
        </Form.Item>
        <span className="centre-suffix">{t('members.centre.register.passwordMinSuffix')}</span>
      </Form.Item>
      <Form.Item name={['password', 'lettersAndDigits']} valuePropName="checked" wrapperCol={{ offset: 0 }} label=" " colon={false}>
        <Checkbox>{t('members.centre.register.lettersAndDigits')}</Checkbox>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={store.register.saving}>{t('members.centre.save')}</Button>
      </Form.Item>
    </Form>
  );
});

export const RegisterSection = observer(function RegisterSection({ store }: { store: CentreSettingsStore }) {
  return <SectionFrame state={store.register}>{(answer) => <RegisterForm key={JSON.stringify(answer)} store={store} answer={answer} />}</SectionFrame>;
});
