// §8 error catalogue, code by code, as pure functions: what the caller gets back and what the user
// sees (a toast, a logout, the 403 page, the login-expired confirm, the logged-out dialog).
import {
  extractMessage,
  interpretClientService,
  interpretMain,
  interpretWebHost,
  isPassThroughBlob,
  type Effect,
  type MainVariant,
  type Outcome,
} from '../../../../kernel/services/http/catalogue';

const VARIANTS: MainVariant[] = ['console', 'app', 'siteAdmin'];

const toasts = (o: Outcome) => o.effects.filter((e): e is Extract<Effect, { type: 'toast' }> => e.type === 'toast').map((e) => e.message);
const kinds = (o: Outcome) => o.effects.map((e) => e.type);

describe('interpretMain', () => {
  describe.each(VARIANTS)('%s variant', (variant) => {
    it('200 answers the data and shows nothing', () => {
      const o = interpretMain({ code: 200, message: '', data: { rows: [1] } }, variant);
      expect(o).toMatchObject({ ok: true, data: { rows: [1] } });
      expect(o.effects).toEqual([]);
    });

    it('610 with a message answers the data with that message', () => {
      const o = interpretMain({ code: 610, message: '部分成功', data: { id: 7 } }, variant);
      expect(o).toMatchObject({ ok: true, data: { id: 7 }, message: '部分成功' });
      expect(o.effects).toEqual([]);
    });

    it('610 with msg instead of message also answers the data', () => {
      const o = interpretMain({ code: 610, msg: '部分成功', data: 1 }, variant);
      expect(o).toMatchObject({ ok: true, data: 1, message: '部分成功' });
    });

    it('610 without a message is an error (toast 接口异常)', () => {
      const o = interpretMain({ code: 610, message: '', data: { id: 7 } }, variant);
      expect(o.ok).toBe(false);
      expect(toasts(o)).toHaveLength(1);
      expect(toasts(o)[0]).toContain('接口异常');
    });

    it('511 with a message answers the data', () => {
      const o = interpretMain({ code: 511, message: '已保存，但有警告', data: { saved: true } }, variant);
      expect(o).toMatchObject({ ok: true, data: { saved: true }, message: '已保存，但有警告' });
      expect(o.effects).toEqual([]);
    });

    it('510 shows the first errorList item\'s errorInfo', () => {
      const body = { code: 510, message: '校验失败', data: { errorList: [{ field: 'title', errorInfo: '表单名称不能为空' }, { errorInfo: '第二条' }] } };
      const o = interpretMain(body, variant);
      expect(o.ok).toBe(false);
      expect(o.ok === false && o.message).toBe('表单名称不能为空');
      expect(toasts(o)).toEqual(['表单名称不能为空']);
    });

    it('510 with errorList at the top level of the envelope', () => {
      const o = interpretMain({ code: 510, message: '校验失败', errorList: [{ errorInfo: '请添加表单项' }], data: null }, variant);
      expect(toasts(o)).toEqual(['请添加表单项']);
    });

    it('510 with an empty errorList falls back to the message', () => {
      const o = interpretMain({ code: 510, message: '校验失败', data: { errorList: [] } }, variant);
      expect(toasts(o)).toEqual(['校验失败']);
    });

    it.each([202, 250, 299])('%i is passed on as data', (code) => {
      const o = interpretMain({ code, message: '', data: { n: code } }, variant);
      expect(o).toMatchObject({ ok: true, data: { n: code } });
      expect(o.effects).toEqual([]);
    });
  });

  describe('401', () => {
    const body = { code: 401, message: '登录已失效，请重新登录', data: null };

    it('console: toasts the message and logs out', () => {
      const o = interpretMain(body, 'console');
      expect(o.ok).toBe(false);
      expect(toasts(o)).toEqual(['登录已失效，请重新登录']);
      expect(kinds(o)).toContain('logout');
      expect(kinds(o)).not.toContain('loginExpiredConfirm');
    });

    it('app: logs out silently (no toast)', () => {
      const o = interpretMain(body, 'app');
      expect(o.ok).toBe(false);
      expect(kinds(o)).toEqual(['logout']);
    });

    it('siteAdmin: the login-expired confirm, no toast, no direct logout', () => {
      const o = interpretMain(body, 'siteAdmin');
      expect(o.ok).toBe(false);
      expect(kinds(o)).toEqual(['loginExpiredConfirm']);
    });
  });

  describe('101', () => {
    it('siteAdmin: the login-expired confirm', () => {
      const o = interpretMain({ code: 101, message: '未登录', data: null }, 'siteAdmin');
      expect(o.ok).toBe(false);
      expect(kinds(o)).toEqual(['loginExpiredConfirm']);
    });

    it('console: an ordinary error toast (101 means nothing special there)', () => {
      const o = interpretMain({ code: 101, message: '未登录', data: null }, 'console');
      expect(kinds(o)).toEqual(['toast']);
      expect(toasts(o)).toEqual(['未登录']);
    });
  });

  describe('403', () => {
    const body = { code: 403, message: '没有权限访问该功能', data: null };
    it.each(['console', 'siteAdmin'] as MainVariant[])('%s: goes to the 403 page without a toast', (variant) => {
      const o = interpretMain(body, variant);
      expect(o.ok).toBe(false);
      expect(kinds(o)).toEqual(['forbidden']);
    });

    it('app: ignored (rejects, but no 403 page and no toast)', () => {
      const o = interpretMain(body, 'app');
      expect(o.ok).toBe(false);
      expect(o.effects).toEqual([]);
    });
  });

  describe('201 and 502', () => {
    it('201 rejects in the console variant, quietly', () => {
      const o = interpretMain({ code: 201, message: '处理中', data: { x: 1 } }, 'console');
      expect(o).toMatchObject({ ok: false, code: 201 });
      expect(o.effects).toEqual([]);
    });

    it('201 is passed on in the app variant', () => {
      const o = interpretMain({ code: 201, message: '处理中', data: { x: 1 } }, 'app');
      expect(o).toMatchObject({ ok: true, data: { x: 1 } });
      expect(o.effects).toEqual([]);
    });

    it('502 rejects in the console variant, quietly', () => {
      const o = interpretMain({ code: 502, message: '已拒绝', data: null }, 'console');
      expect(o).toMatchObject({ ok: false, code: 502, message: '已拒绝' });
      expect(o.effects).toEqual([]);
    });

    it('502 in the app variant is an ordinary error with the suffix', () => {
      const o = interpretMain({ code: 502, message: '已拒绝', data: null }, 'app');
      expect(o.ok).toBe(false);
      expect(toasts(o)).toEqual(['已拒绝（502）']);
    });
  });

  describe('other codes: an error toast with message / msg / data.msg / data.data.msg / 接口异常', () => {
    it.each([
      ['message', { code: 500, message: '系统错误', msg: 'ignored', data: { msg: 'ignored' } }, '系统错误'],
      ['msg', { code: 500, message: '', msg: '系统繁忙，请稍后再试！', data: { msg: 'ignored' } }, '系统繁忙，请稍后再试！'],
      ['data.msg', { code: 500, data: { msg: '数据错误', data: { msg: 'ignored' } } }, '数据错误'],
      ['data.data.msg', { code: 500, data: { data: { msg: '深层错误' } } }, '深层错误'],
      ['fallback', { code: 500, message: '   ', data: null }, '接口异常'],
    ])('console: %s', (_label, body, expected) => {
      const o = interpretMain(body as Record<string, unknown>, 'console');
      expect(o.ok).toBe(false);
      expect(o.ok === false && o.message).toBe(expected);
      expect(toasts(o)).toEqual([expected]);
    });

    it('siteAdmin shows the message as is', () => {
      expect(toasts(interpretMain({ code: 404, message: '请求的接口不存在', data: null }, 'siteAdmin'))).toEqual(['请求的接口不存在']);
    });

    it('app variant adds the code as a suffix', () => {
      const o = interpretMain({ code: 500, message: '系统错误', data: null }, 'app');
      expect(toasts(o)).toEqual(['系统错误（500）']);
      expect(toasts(interpretMain({ code: 409, data: null }, 'app'))).toEqual(['接口异常（409）']);
    });

    it('an answer without a numeric code is 接口异常', () => {
      for (const body of [null, undefined, {}, { code: '200', data: 1 }]) {
        const o = interpretMain(body as Record<string, unknown> | null | undefined, 'console');
        expect(o.ok).toBe(false);
        expect(toasts(o)).toEqual(['接口异常']);
      }
    });
  });

  describe('silent', () => {
    it('drops the toast of an ordinary error but still rejects', () => {
      for (const variant of VARIANTS) {
        const o = interpretMain({ code: 500, message: '系统错误', data: null }, variant, { silent: true });
        expect(o.ok).toBe(false);
        expect(o.effects).toEqual([]);
      }
    });

    it('drops the 510 toast', () => {
      const o = interpretMain({ code: 510, data: { errorList: [{ errorInfo: 'x' }] } }, 'console', { silent: true });
      expect(o.ok === false && o.message).toBe('x');
      expect(o.effects).toEqual([]);
    });

    it('keeps the 401 logout (and drops its toast)', () => {
      const o = interpretMain({ code: 401, message: '登录已失效', data: null }, 'console', { silent: true });
      expect(o.ok).toBe(false);
      expect(kinds(o)).toEqual(['logout']);
    });

    it('keeps the site-admin login-expired confirm', () => {
      expect(kinds(interpretMain({ code: 401, data: null }, 'siteAdmin', { silent: true }))).toEqual(['loginExpiredConfirm']);
    });

    it('keeps the 403 page', () => {
      expect(kinds(interpretMain({ code: 403, data: null }, 'console', { silent: true }))).toEqual(['forbidden']);
    });
  });
});

describe('extractMessage', () => {
  it('prefers message, then msg, then data.msg, then data.data.msg, then 接口异常', () => {
    expect(extractMessage({ message: 'a', msg: 'b' })).toBe('a');
    expect(extractMessage({ msg: 'b', data: { msg: 'c' } })).toBe('b');
    expect(extractMessage({ data: { msg: 'c', data: { msg: 'd' } } })).toBe('c');
    expect(extractMessage({ data: { data: { msg: 'd' } } })).toBe('d');
    expect(extractMessage({ data: 'plain' })).toBe('接口异常');
    expect(extractMessage(null)).toBe('接口异常');
  });
});

describe('interpretWebHost', () => {
  it('200 answers the data', () => {
    expect(interpretWebHost({ code: 200, data: [1, 2] }, true)).toEqual({ ok: true, data: [1, 2], effects: [] });
  });

  it('401 with a token clears the session (and PHPSESSID) and goes to login', () => {
    const o = interpretWebHost({ code: 401, msg: '请登录', data: null }, true);
    expect(o.ok).toBe(false);
    expect(o.effects).toEqual([{ type: 'webHostLogin', clearSession: true }]);
  });

  it('401 without a token goes to login without clearing the session', () => {
    const o = interpretWebHost({ code: 401, msg: '请登录', data: null }, false);
    expect(o.effects).toEqual([{ type: 'webHostLogin', clearSession: false }]);
  });

  it('403 goes to login (clearing PHPSESSID only)', () => {
    const o = interpretWebHost({ code: 403, msg: '无权限', data: null }, true);
    expect(o.ok).toBe(false);
    expect(o.effects).toEqual([{ type: 'webHostLogin', clearSession: false }]);
  });

  it('211 goes to login', () => {
    const o = interpretWebHost({ code: 211, msg: '会话结束', data: null }, true);
    expect(o.ok).toBe(false);
    expect(kinds(o)).toEqual(['webHostLogin']);
  });

  it('510 shows errorInfo', () => {
    const o = interpretWebHost({ code: 510, msg: '校验失败', data: { errorList: [{ errorInfo: '网站名称不能为空' }] } }, true);
    expect(toasts(o)).toEqual(['网站名称不能为空']);
  });

  it('other codes show msg (preferred over message)', () => {
    const o = interpretWebHost({ code: 500, message: '英文消息', msg: '站点不存在或无权访问', data: null }, true);
    expect(o.ok === false && o.message).toBe('站点不存在或无权访问');
    expect(toasts(o)).toEqual(['站点不存在或无权访问']);
  });

  it('other codes without msg fall back to message, then 接口异常', () => {
    expect(toasts(interpretWebHost({ code: 500, message: '系统错误', data: null }, true))).toEqual(['系统错误']);
    expect(toasts(interpretWebHost({ code: 500, data: null }, true))).toEqual(['接口异常']);
    expect(toasts(interpretWebHost(null, true))).toEqual(['接口异常']);
  });

  it('silent drops toasts but keeps going to login', () => {
    expect(interpretWebHost({ code: 500, msg: 'x', data: null }, true, { silent: true }).effects).toEqual([]);
    expect(kinds(interpretWebHost({ code: 401, data: null }, true, { silent: true }))).toEqual(['webHostLogin']);
  });
});

describe('interpretClientService', () => {
  it('statuscode 200 answers the data', () => {
    expect(interpretClientService({ statuscode: 200, msg: '', data: { companyName: 'A' } })).toEqual({ ok: true, data: { companyName: 'A' }, effects: [] });
  });

  it.each([101, 401])('statuscode %i shows the logged-out dialog', (statuscode) => {
    const o = interpretClientService({ statuscode, msg: 'whatever', data: null });
    expect(o.ok).toBe(false);
    expect(o.ok === false && o.message).toBe('你已被登出，请重新登录！');
    expect(kinds(o)).toEqual(['clientServiceLoggedOut']);
  });

  it('a 200 "code" is not a statuscode', () => {
    expect(interpretClientService({ code: 200, data: 1 }).ok).toBe(false);
  });

  it('other statuscodes show msg', () => {
    const o = interpretClientService({ statuscode: 500, msg: '公司信息不存在', data: null });
    expect(o.ok).toBe(false);
    expect(toasts(o)).toEqual(['公司信息不存在']);
    expect(toasts(interpretClientService({ statuscode: 500, data: null }))).toEqual(['接口异常']);
  });

  it('silent drops the toast but keeps the logged-out dialog', () => {
    expect(interpretClientService({ statuscode: 500, msg: 'x', data: null }, { silent: true }).effects).toEqual([]);
    expect(kinds(interpretClientService({ statuscode: 101, data: null }, { silent: true }))).toEqual(['clientServiceLoggedOut']);
  });
});

describe('isPassThroughBlob', () => {
  it.each([
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/x-pem-file',
    'application/zip',
    'application/pdf',
    'application/PDF; charset=binary',
  ])('passes %s through', (type) => {
    expect(isPassThroughBlob(type)).toBe(true);
  });

  it.each(['application/json', 'application/json;charset=utf-8', 'text/html', 'text/plain', '', undefined, null])('refuses %p', (type) => {
    expect(isPassThroughBlob(type)).toBe(false);
  });
});
