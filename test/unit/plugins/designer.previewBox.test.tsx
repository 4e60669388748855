// /previewBox in the console (designer plugin, real container, scripted server): addresses survive
// the trip through the path exactly (%2F, %25, Chinese, a query), malformed ones are refused
// without asking; nothing is framed before the server's check, the frame then loads exactly what
// the server answered, sandboxed and without referrer; a refusal is 预览地址无效 with a way back;
// a failed check offers 重试; the switch goes to the other box keeping the parameters; the mobile
// box shows a QR code of its address; xcxPreview shows the library picture with 微信扫码预览.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../kernel/di/react';
import { createTestKernel, type TestKernel } from '../../../kernel/testing/createTestKernel';
import designer from '../../../plugins/designer';
import PreviewBoxPage from '../../../plugins/designer/previewBox/pages/PreviewBoxPage';
import XcxPreviewPage from '../../../plugins/designer/previewBox/pages/XcxPreviewPage';
import { sandboxOf } from '../../../plugins/designer/previewBox/components/FramedPage';
import { parseSiteBoxPath, parseXcxBoxPath, siteBoxPath, xcxBoxPath } from '../../../plugins/designer/previewBox/paths';
import { PREVIEW_BOX_STORE } from '../../../plugins/designer/previewBox/tokens';
import zhCN from '../../../plugins/designer/previewBox/i18n.zh-CN';
import enUS from '../../../plugins/designer/previewBox/i18n.en-US';

afterEach(cleanup);
jest.setTimeout(30000);

const CHECK = 'decoration/previewBoxCheck';
const PC = 'https://www.demo-site.cn/关于我们?a=1&b=%2F#top';
const MOBILE = 'https://m1001.preview.example.com/a%25b/c';

describe('the box\'s path', () => {
  it('carries each address exactly, an absent one as -, and {id} and {sn} along', () => {
    const params = { mUrl: MOBILE, pcUrl: PC, id: 7, sn: '1001' };
    const path = siteBoxPath('pc', params);
    expect(path.split('/')).toHaveLength(7);
    expect(parseSiteBoxPath(path)).toEqual({ kind: 'pc', ...params });
    expect(parseSiteBoxPath(siteBoxPath('mobile', params))).toEqual({ kind: 'mobile', ...params });
    const pcOnly = siteBoxPath('pc', { ...params, mUrl: '' });
    expect(pcOnly).toContain('/-/');
    expect(parseSiteBoxPath(pcOnly)).toEqual({ kind: 'pc', ...params, mUrl: '' });
    expect(parseXcxBoxPath(xcxBoxPath({ url: MOBILE, qrcode: '/uploads/1001/2026-01/a.png', sn: '1001' }))).toEqual({ url: MOBILE, qrcode: '/uploads/1001/2026-01/a.png', sn: '1001' });
  });

  it('refuses malformed paths: bad encoding, wrong count, a bad {sn} or {id}, the box\'s own address missing', () => {
    const ok = siteBoxPath('pc', { mUrl: MOBILE, pcUrl: PC, id: 0, sn: '1001' });
    expect(parseSiteBoxPath(ok)).not.toBeNull();
    for (const bad of [
      '/previewBox/pcPreview/%E0%A4%A/x/0/1001',
      '/previewBox/pcPreview/a/b/0',
      '/previewBox/pcPreview/a/b/0/1001/extra',
      '/previewBox/pcPreview/a/b/0/abc',
      '/previewBox/pcPreview/a/b/0/0',
      '/previewBox/pcPreview/a/b/x/1001',
      '/previewBox/pcPreview/a/-/0/1001', // the PC box without a PC address
      '/previewBox/mobilePreview/-/b/0/1001',
      '/elsewhere/pcPreview/a/b/0/1001',
    ]) expect(parseSiteBoxPath(bad)).toBeNull();
    expect(parseXcxBoxPath('/previewBox/xcxPreview/a/-/1001')).toBeNull();
    expect(parseXcxBoxPath('/previewBox/xcxPreview/a/b/1001/x')).toBeNull();
  });

  it('sandboxes a page of the console\'s own origin harder than a site\'s', () => {
    expect(sandboxOf('https://www.demo-site.cn/', 'https://console.test')).toBe('allow-same-origin allow-scripts allow-forms allow-popups');
    expect(sandboxOf('https://console.test/api/app/x?token=1', 'https://console.test')).toBe('allow-popups');
    expect(sandboxOf('not an address', 'https://console.test')).toBe('');
  });
});

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

async function renderAt(path: string, script: (kernel: TestKernel) => void): Promise<TestKernel> {
  const kernel = createTestKernel();
  await kernel.install([designer]);
  script(kernel);
  await act(async () => {
    render(
      <ContainerProvider container={kernel.container}>
        <MemoryRouter initialEntries={['/zhHome/index', path]} initialIndex={1}>
          <Routes>
            <Route path="/previewBox/pcPreview/:mUrl/:pcUrl/:id/:sn" element={<><PreviewBoxPage /><Probe /></>} />
            <Route path="/previewBox/mobilePreview/:mUrl/:pcUrl/:id/:sn" element={<><PreviewBoxPage /><Probe /></>} />
            <Route path="/previewBox/xcxPreview/:url/:qrcode/:sn" element={<><XcxPreviewPage /><Probe /></>} />
            <Route path="*" element={<Probe />} />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
  return kernel;
}

const frame = () => screen.queryByTestId('preview-box-frame') as HTMLIFrameElement | null;

it('has every string in English too, none of it Chinese', () => {
  expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  for (const text of Object.values(enUS)) expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  expect(zhCN.invalid).toBe('预览地址无效');
  expect(zhCN.scanWechat).toBe('微信扫码预览');
});

describe('the pages', () => {
  it('frames nothing until the check answers, then exactly the approved address, sandboxed, without referrer', async () => {
    let release: () => void = () => undefined;
    const kernel = await renderAt(siteBoxPath('pc', { mUrl: MOBILE, pcUrl: PC, id: 3, sn: '1001' }), (k) => {
      k.transport.on('POST', CHECK, () => new Promise((resolve) => {
        release = () => resolve({ data: { code: 200, message: '', data: { urls: ['https://www.demo-site.cn/approved', 'https://m1001.preview.example.com/'], qrcode: null } } });
      }));
    });
    expect(screen.getByTestId('preview-box-checking')).toBeTruthy();
    expect(frame()).toBeNull();
    expect(kernel.transport.last(CHECK)?.data).toEqual({ urls: [new URL(PC).href, new URL(MOBILE).href], sn: '1001' });
    await act(async () => release());
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(frame()?.getAttribute('src')).toBe('https://www.demo-site.cn/approved');
    expect(frame()?.getAttribute('sandbox')).toBe('allow-same-origin allow-scripts allow-forms allow-popups');
    expect(frame()?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame()?.getAttribute('width')).toBe('1200');
    expect(screen.getByTestId('preview-box-address').textContent).toBe('https://www.demo-site.cn/approved');
  });

  it('switches to the phone keeping the parameters, and shows a QR code of the mobile address', async () => {
    const params = { mUrl: MOBILE, pcUrl: PC, id: 3, sn: '1001' };
    const kernel = await renderAt(siteBoxPath('pc', params), (k) => {
      k.transport.on('POST', CHECK, (req) => ({ data: { code: 200, message: '', data: { urls: (req.data as { urls: string[] }).urls, qrcode: null } } }));
    });
    await waitFor(() => expect(frame()).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByText('手机版'));
    });
    expect(screen.getByTestId('location').textContent).toBe(siteBoxPath('mobile', params));
    await waitFor(() => expect(screen.getByTestId('preview-box-phone')).toBeTruthy());
    expect(kernel.transport.last(CHECK)?.data).toEqual({ urls: [new URL(MOBILE).href, new URL(PC).href], sn: '1001' });
    expect(frame()?.getAttribute('src')).toBe(new URL(MOBILE).href);
    expect(frame()?.getAttribute('width')).toBe('375');
    expect(frame()?.getAttribute('height')).toBe('667');
    const qr = await screen.findByTestId('preview-box-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('手机扫码预览')).toBeTruthy();
  });

  it('shows 预览地址无效 for a refused box, framing nothing, and goes back', async () => {
    await renderAt(siteBoxPath('pc', { mUrl: '', pcUrl: 'https://evil.example.com/', id: 0, sn: '1001' }), (k) => {
      k.transport.reply('POST', CHECK, null, 400, '预览地址无效');
    });
    await screen.findByText('预览地址无效');
    expect(frame()).toBeNull();
    expect(screen.queryByTestId('preview-box-checking')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText(/^返\s*回$/));
    });
    expect(screen.getByTestId('location').textContent).toBe('/zhHome/index');
  });

  it('refuses a malformed path without asking the server', async () => {
    const kernel = await renderAt('/previewBox/pcPreview/%E0%A4%A/x/0/1001', () => undefined);
    await screen.findByText('预览地址无效');
    expect(kernel.transport.last(CHECK)).toBeUndefined();
  });

  it('offers 重试 when the check itself failed, and frames once it passes', async () => {
    let fail = true;
    await renderAt(siteBoxPath('pc', { mUrl: '', pcUrl: PC, id: 0, sn: '1001' }), (k) => {
      k.transport.on('POST', CHECK, () => (fail
        ? { status: 502, data: 'Bad Gateway', headers: { 'content-type': 'text/html' } }
        : { data: { code: 200, message: '', data: { urls: [new URL(PC).href], qrcode: null } } }));
    });
    await screen.findByText('预览地址检查失败');
    expect(frame()).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByText(/^重\s*试$/));
    });
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(new URL(PC).href));
    // Only one address: the switch to the phone is off.
    expect(screen.getByText('手机版').closest('.ant-segmented-item')?.className).toMatch(/disabled/);
  });

  it('xcxPreview: the page in a phone beside the library picture, 微信扫码预览', async () => {
    const picture = '/uploads/1001/2026-01/0123456789abcdef0123456789abcdef.png';
    const kernel = await renderAt(xcxBoxPath({ url: MOBILE, qrcode: picture, sn: '1001' }), (k) => {
      k.transport.reply('POST', CHECK, { urls: [new URL(MOBILE).href], qrcode: picture });
    });
    const img = await screen.findByTestId('preview-box-xcx-qr');
    expect(img.getAttribute('src')).toBe(picture);
    expect(screen.getByText('微信扫码预览')).toBeTruthy();
    expect(frame()?.getAttribute('src')).toBe(new URL(MOBILE).href);
    expect(kernel.transport.last(CHECK)?.data).toEqual({ urls: [new URL(MOBILE).href], qrcode: picture, sn: '1001' });
  });

  it('keeps only the latest check: a slow answer for the box before is dropped', async () => {
    const kernel = createTestKernel();
    await kernel.install([designer]);
    const answers: ((urls: string[]) => void)[] = [];
    kernel.transport.on('POST', CHECK, () => new Promise((resolve) => {
      answers.push((urls) => resolve({ data: { code: 200, message: '', data: { urls, qrcode: null } } }));
    }));
    const store = kernel.get(PREVIEW_BOX_STORE);
    const first = store.check({ urls: ['https://a.example/'], sn: '1001' });
    await waitFor(() => expect(answers).toHaveLength(1));
    const second = store.check({ urls: ['https://b.example/'], sn: '1001' });
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1](['https://b.example/']);
    answers[0](['https://a.example/']);
    await Promise.all([first, second]);
    expect(store.state).toBe('ready');
    expect(store.answer?.urls).toEqual(['https://b.example/']);
  });
});
