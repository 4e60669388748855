// The visitors' member pages rendered with the real container and a scripted server: the register
// form follows the site's settings (methods as tabs, field modes, the code button, the agreement),
// refuses in the browser by the shared rules before sending, counts down after a code is sent; the
// login form shows the server's refusal (该账号已被禁用…) and 记住我's days; 注册审核 ends on its message.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import members from '../../../../plugins/members';
import MemberPublicPage from '../../../../plugins/members/centre/public/MemberPublicPage';
import type { MemberPublicConfig } from '../../../../shared/domain/members/centreApi';
import { CENTRE_MSG } from '../../../../shared/domain/members/centreRules';
import { MEMBER_MSG } from '../../../../shared/domain/members/memberRules';
import { DEFAULT_MEMBER_SETTINGS } from '../../../../shared/domain/members/settings';

afterEach(cleanup);
jest.setTimeout(20000);

const CONFIG = 'plugin/member/config';
const REGISTER = 'plugin/member/register';
const SMS = 'plugin/member/smsSend';
const LOGIN = 'plugin/member/login';

function config(over: Partial<MemberPublicConfig['register']> = {}, rest: Partial<MemberPublicConfig> = {}): MemberPublicConfig {
  return {
    siteId: 1001, siteName: '示范企业官网',
    register: { open: true, methods: ['account', 'phone'], phoneVerify: true, fields: { ...DEFAULT_MEMBER_SETTINGS.register.fields, company: 'required' }, password: { minLength: 8, lettersAndDigits: true }, mustAgree: true, ...over },
    login: { byPassword: true, bySms: false, rememberDays: 14 },
    recover: true,
    privacy: { agreement: '<p>用户协议正文</p>', privacy: '<p>隐私政策正文</p>', version: 2 },
    member: null,
    ...rest,
  };
}

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

async function renderAt(path: string, script: (kernel: TestKernel) => void): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([members]);
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/member/:siteId/:page" element={<><MemberPublicPage /><Probe /></>} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('注册', () => {
  it('follows the settings: methods as tabs, the fields each mode asks for, the agreement', async () => {
    await renderAt('/member/1001/register', (k) => k.transport.reply('GET', CONFIG, config()));
    await screen.findByRole('tab', { name: '账号注册' });
    expect(screen.getByRole('tab', { name: '手机号注册' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '邮箱注册' })).toBeNull();
    expect(screen.getByLabelText(/^账号/)).toBeTruthy();
    expect(screen.getByLabelText(/^公司名称/)).toBeTruthy();
    expect(screen.queryByLabelText(/^真实姓名/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '《用户协议》' })).toBeTruthy();
    // By phone: the phone comes first and the code button appears.
    fireEvent.click(screen.getByRole('tab', { name: '手机号注册' }));
    expect(screen.queryByLabelText(/^账号/)).toBeNull();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('refuses by the shared rules before anything is sent', async () => {
    const kernel = await renderAt('/member/1001/register', (k) => k.transport.reply('GET', CONFIG, config()));
    await screen.findByRole('tab', { name: '账号注册' });
    const sent = () => kernel.transport.requests.filter((r) => r.url.endsWith(REGISTER)).length;
    fill(/^账号/, 'ab');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(MEMBER_MSG.accountFormat)).toBeTruthy();
    fill(/^账号/, 'visitor1');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请填写公司名称')).toBeTruthy();
    fill(/^公司名称/, '示范科技');
    fill(/^密码/, 'password1x');
    fill(/^确认密码/, 'password1y');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(CENTRE_MSG.passwordMismatch)).toBeTruthy();
    fill(/^确认密码/, 'password1x');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(CENTRE_MSG.mustAgree)).toBeTruthy();
    expect(sent()).toBe(0);
  });

  it('sends the code, counts down, and ends on 审核中 when the site reviews members', async () => {
    const kernel = await renderAt('/member/1001/register', (k) => k.transport
      .reply('GET', CONFIG, config({ methods: ['phone'], fields: { ...DEFAULT_MEMBER_SETTINGS.register.fields } }))
      .reply('POST', SMS, { waitSeconds: 60 })
      .reply('POST', REGISTER, { pending: true, member: null }));
    await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(CENTRE_MSG.phoneRequired)).toBeTruthy();
    fill(/^手机号/, '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(kernel.transport.last(SMS)?.data).toEqual({ siteId: 1001, phone: '13800138000', purpose: 'register' });

    fill(/^短信验证码/, '123456');
    fill(/^密码/, 'Member2026ok');
    fill(/^确认密码/, 'Member2026ok');
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(CENTRE_MSG.registeredPending)).toBeTruthy();
    expect(kernel.transport.last(REGISTER)?.data).toMatchObject({ siteId: 1001, method: 'phone', phone: '13800138000', code: '123456', agree: true, password: 'Member2026ok' });
  });

  it('says so when registration is closed', async () => {
    await renderAt('/member/1001/register', (k) => k.transport.reply('GET', CONFIG, config({ open: false })));
    expect(await screen.findByText(CENTRE_MSG.registerClosed)).toBeTruthy();
  });
});

describe('登录', () => {
  it('shows the server’s refusal and 记住我 with the site’s days', async () => {
    const kernel = await renderAt('/member/1001/login', (k) => k.transport
      .reply('GET', CONFIG, config())
      .on('POST', LOGIN, () => ({ status: 400, data: { code: 400, message: MEMBER_MSG.disabled, data: null } })));
    await screen.findByText('记住我（14天内自动登录）');
    fill(/^账号 \/ 手机号 \/ 邮箱/, '13800138000');
    fill(/^密码/, 'Member2026ok');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住我（14天内自动登录）' }));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MEMBER_MSG.disabled));
    expect(kernel.transport.last(LOGIN)?.data).toEqual({ siteId: 1001, method: 'password', identifier: '13800138000', password: 'Member2026ok', remember: true });
    expect(screen.getByTestId('location').textContent).toBe('/member/1001/login');
  });

  it('goes to 我的资料 once signed in', async () => {
    const member = { id: 5, account: 'visitor1', nickname: '小明', real_name: '', company: '', email: '', phone: '', rank: '普通会员' };
    await renderAt('/member/1001/login', (k) => k.transport.reply('GET', CONFIG, config()).reply('POST', LOGIN, member).reply('GET', 'plugin/member/profile', member));
    await screen.findByText('记住我（14天内自动登录）');
    fill(/^账号 \/ 手机号 \/ 邮箱/, 'visitor1');
    fill(/^密码/, 'Member2026ok');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/member/1001/profile'));
    expect(await screen.findByText('你好，小明')).toBeTruthy();
  });
});
