// 添加会员 / 编辑会员 (/marketInteract/addManagement, ?id= edits; no breadcrumb): the form checked as
// the operator types by the shared rule book (the site's password policy), 生成随机密码 shown once
// with 复制, and the server's refusal (该账号已存在 …) shown on its field.
import { Alert, Button, Card, Form, Input, Radio, Select, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import {
  checkAccount, checkEmail, checkPassword, checkPhone, MEMBER_MSG, MEMBER_TEXT_MAX, PASSWORD_MAX_LENGTH, randomPassword,
} from '../../../../shared/domain/members';
import type { MemberSaveRequest } from '../../../../shared/domain/members/memberApi';
import { MEMBER_STATUS, type MemberStatus } from '../../../../shared/domain/members/settings';
import { useMembersT } from '../components/text';
import { MEMBER_FORM, MEMBER_RANKS } from '../tokens';
import '../components/members.css';

const LIST_PATH = '/marketInteract/vipManagement';

interface Values {
  account: string;
  password: string;
  phone: string;
  email: string;
  nickname: string;
  real_name: string;
  company: string;
  rank_id?: number;
  status: MemberStatus;
  remark: string;
}

/** An antd rule from a rule-book check (null = fine). */
const rule = (check: (value: string) => string | null) => ({
  validator: (_: unknown, value: string | undefined) => {
    const problem = check(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

const MemberEditPage = observer(function MemberEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const formStore = useService(MEMBER_FORM);
  const ranks = useService(MEMBER_RANKS);
  const notifier = useService(TOKENS.notifier);
  const t = useMembersT('form');
  const ft = useMembersT('fields');
  const st = useMembersT('status');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [generated, setGenerated] = useState<string | null>(null);
  const adding = id === null;

  useEffect(() => {
    void formStore.load(id);
    if (!ranks.loaded) void ranks.load();
  }, [formStore, ranks, id]);

  // The form takes the member once it is read (editing), or the default rank (adding).
  const member = formStore.member;
  const defaultRank = ranks.ranks.find((r) => r.is_default === 1)?.id;
  useEffect(() => {
    if (member) {
      form.setFieldsValue({ ...member, password: '' });
    } else if (adding && defaultRank !== undefined && form.getFieldValue('rank_id') === undefined) {
      form.setFieldsValue({ rank_id: defaultRank });
    }
  }, [form, member, adding, defaultRank]);

  const generate = () => {
    const password = randomPassword(formStore.policy, (bytes) => crypto.getRandomValues(bytes as Uint8Array<ArrayBuffer>));
    form.setFieldsValue({ password });
    void form.validateFields(['password']);
    setGenerated(password);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(generated ?? '');
      notifier.success(t('copied'));
    } catch {
      notifier.error(t('copyFailed'));
    }
  };

  const submit = async (values: Values) => {
    const request: MemberSaveRequest = {
      ...(id !== null ? { id } : {}),
      account: values.account.trim(), password: values.password || undefined, phone: values.phone?.trim() ?? '', email: values.email?.trim() ?? '',
      nickname: values.nickname ?? '', real_name: values.real_name ?? '', company: values.company ?? '', rank_id: values.rank_id as number,
      status: values.status, remark: values.remark ?? '',
    };
    const outcome = await formStore.save(request);
    if (outcome.ok) {
      setGenerated(null);
      navigate(LIST_PATH);
      return;
    }
    const field = outcome.field ?? (outcome.message === MEMBER_MSG.accountTaken ? 'account' : undefined);
    if (field && outcome.message) form.setFields([{ name: field as keyof Values, errors: [outcome.message] }]);
    else if (outcome.message) notifier.error(outcome.message);
  };

  const policy = formStore.policy;
  if (formStore.loadError) {
    return (
      <Card title={<h2 className="mb-heading">{t(adding ? 'addTitle' : 'editTitle')}</h2>}>
        <Alert type="error" showIcon title={t('loadFailed', { message: formStore.loadError })}
          action={<Space><Button onClick={() => formStore.load(id)}>{t('retry')}</Button><Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button></Space>} />
      </Card>
    );
  }
  return (
    <Card title={<h2 className="mb-heading">{t(adding ? 'addTitle' : 'editTitle')}</h2>} className="mb-form-card">
      {formStore.loading && !adding && !member ? <Skeleton active /> : (
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '96px' }}
          initialValues={{ status: MEMBER_STATUS.active, phone: '', email: '', nickname: '', real_name: '', company: '', remark: '', password: '' }}
          onFinish={submit}
          data-testid="member-form"
        >
          <Form.Item name="account" label={ft('account')} extra={t('accountHint')} required rules={[rule(checkAccount)]} validateFirst>
            <Input autoFocus={adding} maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item label={ft('password')} htmlFor="password" required={adding} extra={adding ? t('passwordHint', { min: policy.minLength }) : t('passwordKeep')}>
            <div className="mb-password-row">
              <Form.Item
                name="password"
                noStyle
                dependencies={['account']}
                rules={[{ validator: (_: unknown, value: string | undefined) => {
                  const v = value ?? '';
                  if (v === '') return adding ? Promise.reject(new Error(MEMBER_MSG.passwordRequired)) : Promise.resolve();
                  const problem = checkPassword(v, policy, form.getFieldValue('account') ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                } }]}
              >
                <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" onChange={() => setGenerated(null)} />
              </Form.Item>
              <Button onClick={generate}>{t('generate')}</Button>
            </div>
            {generated && (
              <Alert className="mb-generated" type="success" showIcon title={t('generated')}
                description={<Space><code data-testid="generated-password">{generated}</code><Button size="small" onClick={() => void copy()}>{t('copy')}</Button></Space>} />
            )}
          </Form.Item>
          <Form.Item name="phone" label={ft('phone')} rules={[rule(checkPhone)]}>
            <Input maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={ft('email')} rules={[rule((v) => checkEmail(v.trim()))]}>
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
          <Form.Item name="nickname" label={ft('nickname')}>
            <Input maxLength={MEMBER_TEXT_MAX.nickname} />
          </Form.Item>
          <Form.Item name="real_name" label={ft('real_name')}>
            <Input maxLength={MEMBER_TEXT_MAX.real_name} />
          </Form.Item>
          <Form.Item name="company" label={ft('company')}>
            <Input maxLength={MEMBER_TEXT_MAX.company} />
          </Form.Item>
          <Form.Item name="rank_id" label={ft('rank')} rules={[{ required: true, message: MEMBER_MSG.rankRequired }]}>
            <Select
              loading={ranks.loading}
              options={ranks.ranks.map((r) => ({ value: r.id, label: <span><span className="mb-swatch" style={{ background: r.color }} />{r.name}</span> }))}
              aria-label={ft('rank')}
            />
          </Form.Item>
          <Form.Item name="status" label={ft('status')} extra={adding ? undefined : t('disableHint')}>
            <Radio.Group options={[1, 0, 2].map((s) => ({ value: s, label: st(String(s)) }))} />
          </Form.Item>
          <Form.Item name="remark" label={ft('remark')}>
            <Input.TextArea maxLength={MEMBER_TEXT_MAX.remark} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <div className="mb-form-actions">
              <Button type="primary" htmlType="submit" loading={formStore.saving}>{t('save')}</Button>
              <Button onClick={() => navigate(LIST_PATH)}>{t('cancel')}</Button>
            </div>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
});

export default MemberEditPage;
