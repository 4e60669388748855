// The rules of 网站二维码 and 操作日志 both sides apply (shared/domain/settings/qr.ts, qrSvg.ts,
// oplog.ts): the options' clamps and defaults (§9), the logo only when the level is not L (§5), the
// preview capped at 300 (§5), what a save must be, the SVG the console and the server both draw; the
// log's filter rules and how values read.
import QRCode from 'qrcode';
import {
  checkQrOptions, clampQrNumber, clampQrOptions, isQrLogoSrc, qrBadColorField, qrDefaults, qrDrawsLogo, qrPreviewWidth, qrSiteAddress, QR_DEFAULTS, QR_MSG,
} from '../../../shared/domain/settings/qr';
import { qrLabelBand, qrRotatedSize, qrSvg } from '../../../shared/domain/settings/qrSvg';
import {
  checkOplogFilter, cleanOplogFilter, oplogActionLabel, oplogActionsMatching, oplogValueText, OPLOG_MSG,
} from '../../../shared/domain/settings/oplog';

const LOGO = 'data:image/png;base64,AAAA';
const modules = (text: string, level: 'L' | 'H') => QRCode.create(text, { errorCorrectionLevel: level }).modules;

describe('QR options', () => {
  it('defaults to §9: width 300, margin 10, level L, the site\'s primary address', () => {
    expect(QR_DEFAULTS).toMatchObject({ width: 300, margin: 10, level: 'L', rotate: 0 });
    expect(qrDefaults(qrSiteAddress('www.demo-site.cn')).text).toBe('https://www.demo-site.cn/');
    expect(qrSiteAddress(null)).toBe('');
  });

  it('clamps numbers by the number-input rules: whole, within bounds, non-numbers fall back', () => {
    const o = clampQrOptions({ width: 5000, margin: -3, rotate: 359.9, logo: { size: 99 }, label: { size: '20' as never } });
    expect(o).toMatchObject({ width: 1000, margin: 0, rotate: 359, logo: { size: 30 }, label: { size: 20 } });
    expect(clampQrNumber('abc', { min: 100, max: 1000 }, 300)).toBe(300);
    expect(clampQrNumber('', { min: 100, max: 1000 }, 300)).toBe(300);
    expect(clampQrNumber(99, { min: 100, max: 1000 }, 300)).toBe(100);
  });

  it('keeps colours and choices within their sets, filling what is missing with the defaults', () => {
    const o = clampQrOptions({ level: 'X' as never, foreground: 'red', background: '#ABCDEF', gradient: { type: 'conic' as never }, label: { effect: 'blink' as never } });
    expect(o.level).toBe('L');
    expect(o.foreground).toBe(QR_DEFAULTS.foreground);
    expect(o.background).toBe('#abcdef');
    expect(o.gradient.type).toBe('linear');
    expect(o.label.effect).toBe('none');
    expect(clampQrOptions(null)).toEqual(QR_DEFAULTS);
  });

  it('names the first colour that is not #RRGGBB (the server refuses it before clamping)', () => {
    expect(qrBadColorField(QR_DEFAULTS)).toBeNull();
    expect(qrBadColorField({ ...QR_DEFAULTS, foreground: 'red' })).toBe('foreground');
    expect(qrBadColorField({ ...QR_DEFAULTS, logo: { ...QR_DEFAULTS.logo, strokeColor: '#12345' } })).toBe('logo.strokeColor');
    expect(qrBadColorField({ ...QR_DEFAULTS, label: { ...QR_DEFAULTS.label, effectColor: '#GGGGGG' } })).toBe('label.effectColor');
  });

  it('draws the logo only when one is chosen and the level is not L (§5)', () => {
    const logo = { ...QR_DEFAULTS.logo, enabled: true, src: '/uploads/1001/2026-01/' + 'a'.repeat(32) + '.png' };
    expect(qrDrawsLogo({ level: 'L', logo })).toBe(false);
    for (const level of ['M', 'Q', 'H'] as const) expect(qrDrawsLogo({ level, logo })).toBe(true);
    expect(qrDrawsLogo({ level: 'H', logo: { ...logo, enabled: false } })).toBe(false);
    expect(qrDrawsLogo({ level: 'H', logo: { ...logo, src: '' } })).toBe(false);
  });

  it('caps the preview at 300 (§5) and keeps smaller widths', () => {
    expect(qrPreviewWidth(1000)).toBe(300);
    expect(qrPreviewWidth(301)).toBe(300);
    expect(qrPreviewWidth(200)).toBe(200);
  });

  it('refuses to save an empty text or a logo outside the site\'s library', () => {
    const ok = clampQrOptions({ text: 'https://a.cn/' });
    expect(checkQrOptions(ok, 1001)).toBeNull();
    expect(checkQrOptions({ ...ok, text: '  ' }, 1001)).toBe(QR_MSG.textRequired);
    const mine = `/uploads/1001/2026-01/${'ab'.repeat(16)}.png`;
    expect(isQrLogoSrc(mine, 1001)).toBe(true);
    expect(isQrLogoSrc(mine, 1002)).toBe(false);
    expect(isQrLogoSrc('/uploads/1001/../../etc/passwd', 1001)).toBe(false);
    expect(isQrLogoSrc('https://evil.example/x.png', 1001)).toBe(false);
    expect(checkQrOptions({ ...ok, logo: { ...ok.logo, enabled: true, src: 'https://evil.example/x.png' } }, 1001)).toBe(QR_MSG.badLogo);
  });
});

describe('the QR drawing', () => {
  it('is width × width without a caption, taller by the caption band with one', () => {
    const o = clampQrOptions({ text: 'https://a.cn/' });
    expect(qrSvg(modules(o.text, 'L'), o)).toMatchObject({ width: 300, height: 300 });
    const captioned = clampQrOptions({ text: 'https://a.cn/', label: { text: '扫码访问', size: 16 } });
    expect(qrLabelBand(captioned)).toBe(32);
    const pic = qrSvg(modules(captioned.text, 'L'), captioned);
    expect(pic).toMatchObject({ width: 300, height: 332 });
    expect(pic.svg).toContain('扫码访问');
  });

  it('leaves the logo out at L even when one is given, and draws it at H', () => {
    const src = `/uploads/1001/2026-01/${'ab'.repeat(16)}.png`;
    const atL = clampQrOptions({ text: 'https://a.cn/', level: 'L', logo: { enabled: true, src } });
    expect(qrSvg(modules(atL.text, 'L'), atL, LOGO).svg).not.toContain('<image');
    const atH = { ...atL, level: 'H' as const };
    expect(qrSvg(modules(atH.text, 'H'), atH, LOGO).svg).toContain(`href="${LOGO}"`);
  });

  it('grows to the rotated bounding box, and escapes the caption', () => {
    expect(qrRotatedSize(300, 300, 90)).toEqual({ width: 300, height: 300 });
    expect(qrRotatedSize(300, 300, 45)).toEqual({ width: 425, height: 425 });
    const o = clampQrOptions({ text: 'x', rotate: 45, label: { text: '<b>&"' } });
    const pic = qrSvg(modules('x', 'L'), o);
    expect(pic.svg).toContain('rotate(45)');
    expect(pic.svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(pic.svg).not.toContain('<b>');
  });

  it('fills with the gradient when it is on', () => {
    const o = clampQrOptions({ text: 'x', gradient: { enabled: true, type: 'radial' } });
    const svg = qrSvg(modules('x', 'L'), o).svg;
    expect(svg).toContain('<radialGradient id="qrfill"');
    expect(svg).toContain('fill="url(#qrfill)"');
  });
});

describe('operation log filters', () => {
  it('refuses a reversed range, a range past a year and an IP with other characters', () => {
    expect(checkOplogFilter({ date_start: '2026-05-02', date_end: '2026-05-01' })).toBe(OPLOG_MSG.badDateRange);
    expect(checkOplogFilter({ date_start: '2026-05-01', date_end: '2026-05-01' })).toBeNull();
    // 366 days counted inclusively are allowed, 367 are not.
    expect(checkOplogFilter({ date_start: '2024-12-31', date_end: '2026-01-01' })).toBe(OPLOG_MSG.rangeTooLong);
    expect(checkOplogFilter({ date_start: '2025-01-01', date_end: '2026-01-01' })).toBeNull();
    expect(checkOplogFilter({ ip: "1.2.3.4' or 1=1" })).toBe(OPLOG_MSG.badIp);
    expect(checkOplogFilter({ ip: '2001:db8::' })).toBeNull();
    expect(checkOplogFilter({ ip: '10.0.%' })).toBe(OPLOG_MSG.badIp);
  });

  it('drops blanks and trims the IP', () => {
    expect(cleanOplogFilter({ action: '', ip: '  10.0. ', result: undefined, account_id: 0, date_start: '2026-01-01' })).toEqual({ ip: '10.0.', date_start: '2026-01-01' });
  });

  it('reads actions by their Chinese labels and values as text', () => {
    expect(oplogActionLabel('qrConfigSave')).toBe('保存二维码设置');
    expect(oplogActionLabel('unknownRoute')).toBe('unknownRoute');
    expect(oplogActionsMatching('二维码')).toEqual(expect.arrayContaining(['qrConfigGet', 'qrConfigSave']));
    expect(oplogValueText(null)).toBe('');
    expect(oplogValueText(true)).toBe('是');
    expect(oplogValueText(320)).toBe('320');
    expect(oplogValueText({ a: 1 })).toBe('{"a":1}');
  });
});
