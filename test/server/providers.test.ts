// Outside services (DESIGN §4 Providers): each kind against a local double — a working call, the
// 未配置 refusal, timeouts, garbage, oversized answers, refused connections — plus chat streaming
// and cancellation, a rejected mail recipient, the configuration's refusals, the status call and
// its site scoping, and no secret in any answer or log line. Provider calls are made on registries
// built directly from the configuration (no database involved); the status call and one probe
// route run through the app on SQLite or PostgreSQL like every server test. The provider timeout
// is 300 ms and slow doubles answer after 2 s: no assertion depends on how long anything took.
import { endpoint } from '../../shared/domain/api/endpoints';
import { PROVIDER_KINDS, type ProviderKind, type ProviderStatus } from '../../shared/domain/api/providers';
import { MSG } from '../../shared/domain/messages';
import { loadConfig } from '../../server/core/config';
import { loadProvidersConfig } from '../../server/core/providers/config';
import { createProviders, type ProviderRegistry } from '../../server/core/providers/registry';
import { PROVIDER_MSG } from '../../server/core/providers/messages';
import { SITE } from '../../server/core/db/seedData';
import { ApiError } from '../../server/core/http/envelope';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { EMPTY, obj, oneOf } from '../../server/core/http/schemas';
import { activeSite } from '../../server/core/services/siteScope';
import { answer, chatChunk, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { startBrokenSmtp, startSmtpSink, type SmtpSink } from '../support/doubles/smtpSink';
import { snapshot, startServer, type Harness } from './support/harness';

const SECRET = {
  smtpPass: 'Smtp-Pa55word!',
  smsKey: 'sms-key-8c1f0d2a',
  /** A site's Baidu 准入密钥 (16 letters and digits, as Baidu issues them). */
  pushToken: 'Pt7kQ2xZ9mLw4RbN',
  indexKey: 'ic-key-secret-9d2e41',
  chatKey: 'sk-chat-secret-5a90c7',
  translateKey: 'tr-key-secret-3e6b12',
  miniprogramKey: 'mp-key-secret-5c0d47',
};
const SECRETS = Object.values(SECRET);
const SLOW = 2_000;
const TIMEOUT = '300';

/** Every failure detail the registries logged, to check none carries a secret. */
const logged: string[] = [];

function registry(env: Record<string, string>): ProviderRegistry {
  return createProviders(loadProvidersConfig({ PROVIDER_TIMEOUT_MS: TIMEOUT, ...env }), {
    log: (entry, message) => logged.push(JSON.stringify({ ...entry, message })),
  });
}

/** The ApiError a call ends with (code and message), failing the test if it succeeds. */
async function refusal(call: Promise<unknown> | (() => unknown)): Promise<{ code: number; message: string }> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (err) {
    if (err instanceof ApiError) return { code: err.apiCode, message: err.message };
    throw err;
  }
  throw new Error('调用没有失败');
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

/** A port nothing listens on (a double opened and closed). */
async function deadUrl(): Promise<string> {
  const d = await startHttpDouble();
  await d.close();
  return d.url;
}

let http: HttpDouble;
let other: HttpDouble;
beforeEach(async () => {
  http = await startHttpDouble();
  other = await startHttpDouble();
});
afterEach(async () => {
  await http.close();
  await other.close();
});

afterAll(() => {
  // Failures were logged (the details an operator needs)…
  expect(logged.length).toBeGreaterThan(10);
  // …and not one line of them holds a password, key or token.
  for (const line of logged) for (const secret of SECRETS) expect(line).not.toContain(secret);
});

describe('unconfigured', () => {
  it('answers each kind’s own Chinese message (409) and builds nothing', async () => {
    const none = registry({});
    const expected: Record<ProviderKind, string> = {
      mail: '邮件服务未配置，请联系管理员',
      sms: '短信服务未配置，请联系管理员',
      push: '搜索引擎推送服务未配置，请联系管理员',
      indexCheck: '收录查询服务未配置，请联系管理员',
      chat: 'AI服务未配置，请联系管理员',
      translate: '翻译服务未配置，请联系管理员',
      miniprogram: '小程序平台服务未配置，请联系管理员',
    };
    for (const kind of PROVIDER_KINDS) {
      expect(none.isConfigured(kind)).toBe(false);
      expect(await refusal(() => none.get(kind))).toEqual({ code: 409, message: expected[kind] });
    }
  });

  it('configures only the kinds whose address is set', () => {
    const some = registry({ SMS_API_URL: http.url, TRANSLATE_API_URL: http.url });
    expect(PROVIDER_KINDS.filter((k) => some.isConfigured(k))).toEqual(['sms', 'translate']);
    expect(() => some.get('mail')).toThrow('邮件服务未配置，请联系管理员');
  });
});

describe('configuration', () => {
  const refusedWith = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('配置没有被拒绝');
  };

  it('refuses a malformed address, naming the variable and never echoing a password or token', () => {
    const smtp = refusedWith({ SMTP_URL: `smtp://user:${SECRET.smtpPass}@`, MAIL_FROM: 'a@example.com' });
    expect(smtp).toContain('SMTP_URL');
    expect(smtp).not.toContain(SECRET.smtpPass);
    expect(refusedWith({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toMatch(/SMTP_URL.*smtp:\/\//);
    const push = refusedWith({ SEO_PUSH_BAIDU_URL: `data.zz.baidu.com/urls?token=${SECRET.pushToken}` });
    expect(push).toContain('SEO_PUSH_BAIDU_URL');
    expect(push).not.toContain(SECRET.pushToken);
    const check = refusedWith({ SEO_INDEX_CHECK_URL: `https://u:${SECRET.indexKey}@check.example.com/`, SEO_INDEX_CHECK_KEY: SECRET.indexKey });
    expect(check).toMatch(/SEO_INDEX_CHECK_URL/);
    expect(check).not.toContain(SECRET.indexKey);
    expect(refusedWith({ AI_BASE_URL: 'ftp://models.example.com', AI_MODEL: 'm' })).toContain('AI_BASE_URL');
    expect(refusedWith({ TRANSLATE_API_URL: `https://key:${SECRET.translateKey}@t.example.com/` })).toMatch(/TRANSLATE_API_URL.*TRANSLATE|不能包含用户名或密码/);
  });

  it('refuses a malformed number, a missing companion and a key without its address', () => {
    expect(refusedWith({ PROVIDER_TIMEOUT_MS: '10s' })).toContain('PROVIDER_TIMEOUT_MS');
    expect(refusedWith({ PROVIDER_MAX_BYTES: '-1' })).toContain('PROVIDER_MAX_BYTES');
    expect(refusedWith({ SMTP_URL: 'smtp://mail.example.com:587' })).toContain('MAIL_FROM');
    expect(refusedWith({ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'not an address' })).toContain('MAIL_FROM');
    expect(refusedWith({ AI_BASE_URL: 'https://api.example.com/v1' })).toContain('AI_MODEL');
    expect(refusedWith({ AI_MODEL: 'deepseek-chat' })).toContain('AI_BASE_URL');
    expect(refusedWith({ AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_FIRST_BYTE_TIMEOUT_MS: '30s' })).toContain('AI_FIRST_BYTE_TIMEOUT_MS');
    expect(refusedWith({ AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_IDLE_TIMEOUT_MS: '0' })).toContain('AI_IDLE_TIMEOUT_MS');
    expect(refusedWith({ SEO_INDEX_CHECK_KEY: SECRET.indexKey })).toContain('SEO_INDEX_CHECK_URL');
    const orphan = refusedWith({ SMS_API_KEY: SECRET.smsKey });
    expect(orphan).toContain('SMS_API_URL');
    expect(orphan).not.toContain(SECRET.smsKey);
  });

  it('names the variables of earlier releases instead of ignoring them, never echoing the token', () => {
    expect(refusedWith({ PUSH_API_URL: 'http://data.zz.baidu.com/urls' })).toMatch(/PUSH_API_URL 已不再使用，请改用 SEO_PUSH_BAIDU_URL/);
    const token = refusedWith({ PUSH_API_TOKEN: SECRET.pushToken });
    expect(token).toMatch(/PUSH_API_TOKEN 已不再使用.*百度收录/);
    expect(token).not.toContain(SECRET.pushToken);
    // The chat model's variables of before the AI assistant.
    expect(refusedWith({ CHAT_API_URL: 'https://api.example.com/v1', CHAT_MODEL: 'm' })).toBe('配置 CHAT_API_URL 已不再使用，请改用 AI_BASE_URL');
    const key = refusedWith({ CHAT_API_KEY: SECRET.chatKey });
    expect(key).toBe('配置 CHAT_API_KEY 已不再使用，请改用 AI_API_KEY');
    expect(refusedWith({ CHAT_MODEL: 'deepseek-chat' })).toBe('配置 CHAT_MODEL 已不再使用，请改用 AI_MODEL');
  });

  it('reads the push base and the index check with its key', () => {
    const config = loadConfig({ SEO_PUSH_BAIDU_URL: 'http://data.zz.baidu.com', SEO_INDEX_CHECK_URL: 'https://check.example.com/v1/index', SEO_INDEX_CHECK_KEY: SECRET.indexKey }).providers;
    expect(config.push).toEqual({ url: 'http://data.zz.baidu.com/' });
    expect(config.indexCheck).toEqual({ url: 'https://check.example.com/v1/index', apiKey: SECRET.indexKey });
  });

  it('reads a complete configuration', () => {
    const config = loadConfig({
      SMTP_URL: `smtps://notice%40example.com:${encodeURIComponent(SECRET.smtpPass)}@smtp.example.com:465`, MAIL_FROM: '站点通知 <notice@example.com>',
      AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'deepseek-chat', PROVIDER_TIMEOUT_MS: '5000',
    }).providers;
    expect(config).toMatchObject({
      timeoutMs: 5000, maxResponseBytes: 1024 * 1024, sms: null, push: null, indexCheck: null, translate: null,
      mail: { host: 'smtp.example.com', port: 465, secure: true, user: 'notice@example.com', pass: SECRET.smtpPass, from: '站点通知 <notice@example.com>' },
      chat: {
        url: 'https://api.example.com/v1', model: 'deepseek-chat', apiKey: undefined, tokenizer: 'o200k_base', contextTokens: 8_000,
        firstByteTimeoutMs: 30_000, idleTimeoutMs: 30_000, completeTimeoutMs: 120_000,
      },
    });
    expect(loadConfig({ AI_BASE_URL: 'https://api.example.com/v1', AI_API_KEY: SECRET.chatKey, AI_MODEL: 'qwen-plus', AI_TOKENIZER: 'cl100k_base', AI_CONTEXT_TOKENS: '4000', AI_FIRST_BYTE_TIMEOUT_MS: '5000', AI_IDLE_TIMEOUT_MS: '7000' }).providers.chat)
      .toMatchObject({ apiKey: SECRET.chatKey, model: 'qwen-plus', tokenizer: 'cl100k_base', contextTokens: 4000, firstByteTimeoutMs: 5000, idleTimeoutMs: 7000 });
    expect(loadConfig({}).providers).toMatchObject({ timeoutMs: 10_000, mail: null, sms: null, push: null, indexCheck: null, chat: null, translate: null });
  });
});

describe('mail (SMTP through nodemailer)', () => {
  let sink: SmtpSink;
  const auth = { user: 'notice@example.com', pass: SECRET.smtpPass };
  beforeEach(async () => {
    sink = await startSmtpSink({ auth });
  });
  afterEach(() => sink.close());
  const mail = (url = sink.url) => registry({ SMTP_URL: url, MAIL_FROM: '站点通知 <notice@example.com>' }).get('mail');

  it('delivers the message: envelope, login, Chinese subject, text and HTML', async () => {
    const sent = await mail().send({ to: 'owner@example.com', subject: '新留言提醒：张三', text: '您有一条新留言。\n请登录后台查看。', html: '<p>您有一条<b>新留言</b>。</p>' });
    expect(sink.received).toHaveLength(1);
    const got = sink.received[0];
    expect(got.envelope).toEqual({ from: 'notice@example.com', to: ['owner@example.com'] });
    expect(got.user).toBe('notice@example.com');
    expect(got.subject).toBe('新留言提醒：张三');
    expect(got.text).toBe('您有一条新留言。\n请登录后台查看。');
    expect(got.html).toBe('<p>您有一条<b>新留言</b>。</p>');
    expect(got.raw).toContain(sent.messageId);
    expect(sent.rejected).toBeUndefined();
  });

  it('a rejected recipient: says who, and nothing is delivered', async () => {
    sink.rejectRecipient('nobody@example.com');
    expect(await refusal(mail().send({ to: 'nobody@example.com', subject: '测试', text: '正文' })))
      .toEqual({ code: 424, message: '邮件发送失败：收件人被拒收：nobody@example.com' });
    expect(sink.received).toEqual([]);
    // Among others: delivered to the rest, and the caller learns who was refused.
    const sent = await mail().send({ to: ['owner@example.com', 'nobody@example.com'], subject: '测试', text: '正文' });
    expect(sent.rejected).toEqual(['nobody@example.com']);
    expect(sink.received.map((m) => m.envelope.to)).toEqual([['owner@example.com']]);
  });

  it('a wrong password: an authentication failure that does not show the password', async () => {
    const wrong = sink.url.replace(encodeURIComponent(SECRET.smtpPass), 'Wrong-Pa55');
    const answerOf = await refusal(mail(wrong).send({ to: 'owner@example.com', subject: '测试', text: '正文' }));
    expect(answerOf).toEqual({ code: 424, message: `邮件发送失败：${PROVIDER_MSG.reason.auth}` });
    expect(sink.received).toEqual([]);
  });

  it('refuses an address that is not one before connecting', async () => {
    expect(await refusal(mail().send({ to: 'owner@example.com\r\nBcc: x@evil.example', subject: '测试', text: '正文' })))
      .toMatchObject({ code: 400, message: expect.stringContaining('收件人邮箱地址不正确') });
    expect(sink.received).toEqual([]);
  });

  it('a server that holds the message past the timeout, or never greets: 服务器响应超时', async () => {
    sink.holdMessages(SLOW);
    expect(await refusal(mail().send({ to: 'owner@example.com', subject: '测试', text: '正文' })))
      .toEqual({ code: 424, message: '邮件发送失败：服务器响应超时' });
    expect(sink.received).toEqual([]);
    const silent = await startBrokenSmtp('silent');
    try {
      expect(await refusal(mail(silent.url).send({ to: 'owner@example.com', subject: '测试', text: '正文' })))
        .toEqual({ code: 424, message: '邮件发送失败：服务器响应超时' });
      expect(silent.received).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('garbage instead of SMTP, an endless reply, a closed port', async () => {
    const garbage = await startBrokenSmtp('garbage');
    const endless = await startBrokenSmtp('oversized');
    try {
      expect(await refusal(mail(garbage.url).send({ to: 'owner@example.com', subject: '测试', text: '正文' })))
        .toEqual({ code: 424, message: '邮件发送失败：服务器返回的内容无法识别' });
      expect(await refusal(mail(endless.url).send({ to: 'owner@example.com', subject: '测试', text: '正文' })))
        .toEqual({ code: 424, message: '邮件发送失败：服务器返回的内容过大' });
      const closed = (await deadUrl()).replace('http:', 'smtp:');
      expect(await refusal(mail(closed).send({ to: 'owner@example.com', subject: '测试', text: '正文' })))
        .toEqual({ code: 424, message: '邮件发送失败：无法连接服务器' });
    } finally {
      await garbage.close();
      await endless.close();
    }
  });
});

describe('sms (HTTP gateway)', () => {
  const sms = (url = `${http.url}/sms/send`) => registry({ SMS_API_URL: url, SMS_API_KEY: SECRET.smsKey }).get('sms');
  const message = { phone: '13800138000', templateId: 'SMS_1001', text: '您的验证码是 123456' };

  it('sends: the gateway gets the JSON and the key; the caller gets the id', async () => {
    http.next(answer.json({ id: 'sms-20260101-1' }));
    expect(await sms().send(message)).toEqual({ id: 'sms-20260101-1' });
    expect(http.received).toHaveLength(1);
    const req = http.received[0];
    expect([req.method, req.url, req.headers.authorization]).toEqual(['POST', '/sms/send', `Bearer ${SECRET.smsKey}`]);
    expect(JSON.parse(req.body)).toEqual(message);
    http.next(answer.json({ id: 42 }));
    expect(await sms().send({ phone: '13800138000', text: '无模板' })).toEqual({ id: '42' });
    expect(JSON.parse(http.received[1].body)).toEqual({ phone: '13800138000', text: '无模板' });
  });

  it('timeout, error status, refused key, reset, closed port', async () => {
    http.next(answer.slowly(SLOW, answer.json({ id: 'late' })));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器响应超时' });
    await http.left(http.received[0]);
    http.next(answer.status(500, { error: 'internal' }));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回错误 HTTP 500' });
    http.next(answer.status(401, { error: 'bad key' }));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: `短信发送失败：${PROVIDER_MSG.reason.auth}` });
    http.next(answer.reset());
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：无法连接服务器' });
    expect(await refusal(sms(await deadUrl()).send(message))).toEqual({ code: 424, message: '短信发送失败：无法连接服务器' });
  });

  it('garbage, a wrong shape, an oversized answer', async () => {
    http.next(answer.garbage());
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回的内容无法识别' });
    http.next(answer.garbage('{"id": "x"}', 'text/html'));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回的内容无法识别' });
    http.next(answer.json({ ok: true }));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回的内容无法识别' });
    http.next(answer.oversized());
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回的内容过大' });
    // The client stopped reading: the double saw it leave before the body was through.
    await http.left(http.received[3]);
  });

  it('never follows a redirect', async () => {
    http.next(answer.redirect(`${other.url}/elsewhere`, 307));
    expect(await refusal(sms().send(message))).toEqual({ code: 424, message: '短信发送失败：服务器返回错误 HTTP 307' });
    expect(other.received).toEqual([]);
  });
});

describe('push (Baidu 普通收录 API 提交, the site’s own 准入密钥)', () => {
  const push = (base = http.url) => registry({ SEO_PUSH_BAIDU_URL: base }).get('push');
  const site = 'https://www.demo-site.cn';
  const urls = ['https://www.demo-site.cn/news/1.html', 'https://www.demo-site.cn/news/2.html'];
  const request = { site, token: SECRET.pushToken, urls };

  it('posts the URLs as text to {base}/urls with site and token; answers Baidu’s counts and lists', async () => {
    http.next(answer.json({ remain: 99_998, success: 2, not_same_site: [], not_valid: [] }));
    expect(await push().push(request)).toEqual({ success: 2, remain: 99_998, notSameSite: [], notValid: [] });
    const req = http.received[0];
    const sent = new URL(req.url, http.url);
    expect([req.method, sent.pathname, sent.searchParams.get('site'), sent.searchParams.get('token')])
      .toEqual(['POST', '/urls', site, SECRET.pushToken]);
    expect(req.headers['content-type']).toMatch(/^text\/plain/);
    expect(req.body.split('\n')).toEqual(urls);
    http.next(answer.json({ success: 1, remain: 5, not_same_site: ['https://other.cn/1.html'], not_valid: ['x'] }));
    expect(await push().push(request)).toEqual({ success: 1, remain: 5, notSameSite: ['https://other.cn/1.html'], notValid: ['x'] });
    // No remain said: null, not a guess.
    http.next(answer.json({ success: 2 }));
    expect(await push().push(request)).toEqual({ success: 2, remain: null, notSameSite: [], notValid: [] });
  });

  it('appends /urls to a base with a path, and keeps a base that already ends in /urls', async () => {
    http.always(answer.json({ success: 0, remain: 1 }));
    await push(`${http.url}/baidu/`).push(request);
    await push(`${http.url}/urls`).push(request);
    expect(http.received.map((r) => new URL(r.url, http.url).pathname)).toEqual(['/baidu/urls', '/urls']);
  });

  it('sends nothing for no URLs, refuses more than 2,000', async () => {
    expect(await push().push({ ...request, urls: [] })).toEqual({ success: 0, remain: null, notSameSite: [], notValid: [] });
    const many = Array.from({ length: 2_001 }, (_, i) => `https://www.demo-site.cn/${i}.html`);
    expect(await refusal(push().push({ ...request, urls: many }))).toEqual({ code: 400, message: '一次最多推送 2000 个网址' });
    expect(http.received).toEqual([]);
  });

  it('a refused token is 百度推送准入密钥无效 (with or without Baidu’s JSON); over quota is nothing taken, nothing left', async () => {
    http.next(answer.status(401, { error: 401, message: 'token is not valid' }));
    expect(await refusal(push().push(request))).toEqual({ code: 424, message: '百度推送准入密钥无效' });
    http.next(answer.status(401));
    expect(await refusal(push().push(request))).toEqual({ code: 424, message: '百度推送准入密钥无效' });
    http.next(answer.status(400, { error: 400, message: 'over quota' }));
    expect(await push().push(request)).toEqual({ success: 0, remain: 0, notSameSite: [], notValid: [] });
    http.next(answer.status(400, { error: 400, message: 'site error' }));
    expect(await refusal(push().push(request))).toEqual({ code: 424, message: `搜索引擎推送失败：${PROVIDER_MSG.reason.siteNotVerified}` });
  });

  it('5xx, other refusals, timeout, garbage, a wrong shape, oversized — and the token is in no message', async () => {
    const failed = (reason: string) => ({ code: 424, message: `搜索引擎推送失败：${reason}` });
    http.next(answer.status(500, { error: 500, message: 'internal error, please try later' }));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回错误 HTTP 500'));
    http.next(answer.status(503));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回错误 HTTP 503'));
    http.next(answer.status(404, { error: 404, message: 'not found' }));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回错误 HTTP 404'));
    http.next(answer.slowly(SLOW, answer.json({ success: 2 })));
    expect(await refusal(push().push(request))).toEqual(failed('服务器响应超时'));
    http.next(answer.garbage('site init fail', 'application/json'));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回的内容无法识别'));
    http.next(answer.garbage('<html>ok</html>', 'text/html'));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回的内容无法识别'));
    http.next(answer.json({ success: -1, remain: 'lots' }));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回的内容无法识别'));
    http.next(answer.json({ success: 1, remain: 3, not_valid: 'x' }));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回的内容无法识别'));
    http.next(answer.oversized());
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回的内容过大'));
    http.next(answer.redirect(`${other.url}/urls`, 302));
    expect(await refusal(push().push(request))).toEqual(failed('服务器返回错误 HTTP 302'));
    expect(other.received).toEqual([]);
    expect(await refusal(push(await deadUrl()).push(request))).toEqual(failed('无法连接服务器'));
  });

  it('the caller’s signal cancels the push', async () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(await refusal(push().push({ ...request, signal: aborted.signal }))).toEqual({ code: 499, message: '请求已取消' });
    expect(http.received).toEqual([]);
  });
});

describe('indexCheck (收录查询, the documented contract)', () => {
  const check = (env: Record<string, string> = {}) => registry({ SEO_INDEX_CHECK_URL: `${http.url}/index-check`, SEO_INDEX_CHECK_KEY: SECRET.indexKey, ...env }).get('indexCheck');
  const urls = ['https://www.demo-site.cn/news/1.html', 'https://www.demo-site.cn/news/2.html', 'https://www.demo-site.cn/news/3.html'];

  it('posts engine and URLs with the key; answers the known ones, ignoring unknown and unasked', async () => {
    http.next(answer.json({ results: [
      { url: urls[0], indexed: true }, { url: urls[1], indexed: false }, { url: urls[2], indexed: null }, { url: 'https://elsewhere.cn/', indexed: true },
    ] }));
    expect(await check().check({ engine: 'baidu', urls })).toEqual({ results: [{ url: urls[0], indexed: true }, { url: urls[1], indexed: false }] });
    const req = http.received[0];
    expect([req.method, req.url, req.headers.authorization]).toEqual(['POST', '/index-check', `Bearer ${SECRET.indexKey}`]);
    expect(JSON.parse(req.body)).toEqual({ engine: 'baidu', urls });
  });

  it('sends nothing for no URLs, refuses more than 100 a call', async () => {
    expect(await check().check({ engine: 'baidu', urls: [] })).toEqual({ results: [] });
    const many = Array.from({ length: 101 }, (_, i) => `https://www.demo-site.cn/${i}.html`);
    expect(await refusal(check().check({ engine: 'baidu', urls: many }))).toEqual({ code: 400, message: '一次最多查询 100 个网址' });
    expect(http.received).toEqual([]);
  });

  it('a wrong shape, garbage, error status, refused key, timeout', async () => {
    const failed = (reason: string) => ({ code: 424, message: `收录查询失败：${reason}` });
    for (const body of [{}, { results: 'all' }, { results: [{ url: urls[0], indexed: 'yes' }] }, { results: [{ indexed: true }] }]) {
      http.next(answer.json(body));
      expect(await refusal(check().check({ engine: 'baidu', urls }))).toEqual(failed('服务器返回的内容无法识别'));
    }
    http.next(answer.garbage());
    expect(await refusal(check().check({ engine: 'baidu', urls }))).toEqual(failed('服务器返回的内容无法识别'));
    http.next(answer.status(502));
    expect(await refusal(check().check({ engine: 'baidu', urls }))).toEqual(failed('服务器返回错误 HTTP 502'));
    http.next(answer.status(401, { error: 'bad key' }));
    expect(await refusal(check().check({ engine: 'baidu', urls }))).toEqual(failed(PROVIDER_MSG.reason.auth));
    http.next(answer.slowly(SLOW, answer.json({ results: [] })));
    expect(await refusal(check().check({ engine: 'baidu', urls }))).toEqual(failed('服务器响应超时'));
  });
});

describe('chat (OpenAI-compatible chat completions)', () => {
  const chat = (env: Record<string, string> = {}) =>
    registry({
      AI_BASE_URL: `${http.url}/v1/`, AI_API_KEY: SECRET.chatKey, AI_MODEL: 'test-model',
      AI_FIRST_BYTE_TIMEOUT_MS: TIMEOUT, AI_IDLE_TIMEOUT_MS: TIMEOUT, AI_COMPLETE_TIMEOUT_MS: TIMEOUT, ...env,
    }).get('chat');
  const UNAVAILABLE = { code: 424, message: 'AI服务暂时不可用' };
  const messages = [{ role: 'system' as const, content: '你是网站助手' }, { role: 'user' as const, content: '写一句欢迎语' }];

  it('completes: model, messages and key sent; the answer’s text returned', async () => {
    http.next(answer.json({ id: 'c1', choices: [{ index: 0, message: { role: 'assistant', content: '欢迎光临本站！' }, finish_reason: 'stop' }] }));
    expect(await chat().complete({ messages })).toEqual({ text: '欢迎光临本站！' });
    const req = http.received[0];
    expect([req.method, req.url, req.headers.authorization]).toEqual(['POST', '/v1/chat/completions', `Bearer ${SECRET.chatKey}`]);
    expect(JSON.parse(req.body)).toEqual({ model: 'test-model', messages, stream: false });
  });

  it('streams the answer piece by piece until [DONE]', async () => {
    http.next(answer.sse([chatChunk('欢迎'), chatChunk('光临'), { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }, chatChunk('本站！'), { choices: [] }]));
    expect(await collect(chat().stream({ messages }))).toEqual(['欢迎', '光临', '本站！']);
    expect(JSON.parse(http.received[0].body)).toMatchObject({ model: 'test-model', stream: true });
    expect(http.received[0].headers.accept).toBe('text/event-stream');
  });

  it('cancels through the AbortSignal: the stream stops and the model’s connection is closed', async () => {
    http.next(answer.sse([chatChunk('第一段'), chatChunk('第二段')], { gapMs: 50, done: false, hold: true }));
    const controller = new AbortController();
    const got: string[] = [];
    const cancelled = refusal(async () => {
      for await (const piece of chat({ AI_IDLE_TIMEOUT_MS: '30000' }).stream({ messages, signal: controller.signal })) {
        got.push(piece);
        controller.abort();
      }
    });
    expect(await cancelled).toEqual({ code: 499, message: '请求已取消' });
    expect(got).toEqual(['第一段']);
    await http.left(http.received[0]);
    expect(http.received[0].clientLeft).toBe(true);

    // Already aborted: nothing is sent.
    const aborted = new AbortController();
    aborted.abort();
    expect(await refusal(chat().complete({ messages, signal: aborted.signal }))).toEqual({ code: 499, message: '请求已取消' });
    expect(http.received).toHaveLength(1);
  });

  it('a consumer that stops reading early closes the connection too', async () => {
    http.next(answer.sse([chatChunk('一'), chatChunk('二')], { gapMs: 50, done: false, hold: true }));
    for await (const piece of chat({ AI_IDLE_TIMEOUT_MS: '30000' }).stream({ messages })) {
      expect(piece).toBe('一');
      break;
    }
    await http.left(http.received[0]);
    expect(http.received[0].clientLeft).toBe(true);
  });

  /** The last failure logged: its reason (the Chinese text no longer says it, the log must). */
  const loggedReason = () => (JSON.parse(logged.at(-1) as string) as { reason: string }).reason;
  /** The refusal of a failed call and the reason logged for it. */
  const failure = async (call: Promise<unknown> | (() => unknown)) => ({ ...(await refusal(call)), reason: loggedReason() });
  const unavailable = (reason: string) => ({ ...UNAVAILABLE, reason });

  it('a stream that stops short, stalls, carries garbage or grows too large: AI服务暂时不可用 (the reason in the log)', async () => {
    http.next(answer.sse([chatChunk('半句')], { done: false }));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('incomplete'));
    http.next(answer.sse([chatChunk('开头')], { done: false, hold: true }));
    const stalled: string[] = [];
    expect(await failure(async () => { for await (const p of chat().stream({ messages })) stalled.push(p); })).toEqual(unavailable('timeout'));
    expect(stalled).toEqual(['开头']);
    http.next(answer.sse([chatChunk('好'), 'not json at all']));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('garbage'));
    http.next(answer.sse([{ choices: [{ delta: { content: 42 } }] }]));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('garbage'));
    http.next(answer.sse([chatChunk('好'), { choices: [], usage: { prompt_tokens: '12' } }]));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('garbage'));
    http.next(answer.sse(Array.from({ length: 200 }, () => chatChunk('长'.repeat(100)))));
    expect(await failure(collect(chat({ PROVIDER_MAX_BYTES: '8192' }).stream({ messages })))).toEqual(unavailable('tooLarge'));
    http.next(answer.status(503, { error: { message: 'overloaded' } }));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('status'));
    http.next(answer.json({ choices: [{ message: { content: '不是流' } }] }));
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('garbage'));
    http.next(answer.reset());
    expect(await failure(collect(chat().stream({ messages })))).toEqual(unavailable('unreachable'));
    expect(await failure(collect(registry({ AI_BASE_URL: await deadUrl(), AI_MODEL: 'm' }).get('chat').stream({ messages })))).toEqual(unavailable('unreachable'));
  });

  it('a refused key is AI服务密钥无效, the rate limit AI服务繁忙，请稍后再试, any 5xx AI服务暂时不可用 — stream and complete alike', async () => {
    for (const call of [() => collect(chat().stream({ messages })), () => chat().complete({ messages })]) {
      http.next(answer.status(401, { error: { message: 'Incorrect API key provided' } }));
      expect(await refusal(call)).toEqual({ code: 424, message: 'AI服务密钥无效' });
      http.next(answer.status(403));
      expect(await refusal(call)).toEqual({ code: 424, message: 'AI服务密钥无效' });
      http.next(answer.status(429, { error: { message: 'Rate limit reached' } }));
      expect(await refusal(call)).toEqual({ code: 424, message: 'AI服务繁忙，请稍后再试' });
      for (const status of [500, 502, 503]) {
        http.next(answer.status(status));
        expect(await refusal(call)).toEqual(UNAVAILABLE);
      }
    }
  });

  it('a stream must begin within AI_FIRST_BYTE_TIMEOUT_MS, however long the idle limit', async () => {
    // The idle limit is longer than the test may run: only the first-byte limit can end this call.
    http.next(answer.slowly(SLOW, answer.sse([chatChunk('迟到')])));
    const late = chat({ AI_FIRST_BYTE_TIMEOUT_MS: TIMEOUT, AI_IDLE_TIMEOUT_MS: '600000' });
    expect(await failure(collect(late.stream({ messages })))).toEqual(unavailable('timeout'));
    expect(logged.at(-1)).toContain(`超过 ${TIMEOUT} ms 未开始回答`);
    await http.left(http.received[0]);
    expect(http.received[0].clientLeft).toBe(true);
  });

  it('a stream that has begun may go silent AI_IDLE_TIMEOUT_MS, however long the first-byte limit; slow steady chunks are fine', async () => {
    http.next(answer.sse([chatChunk('第一段')], { done: false, hold: true }));
    const stalling = chat({ AI_FIRST_BYTE_TIMEOUT_MS: '600000', AI_IDLE_TIMEOUT_MS: TIMEOUT });
    const got: string[] = [];
    expect(await failure(async () => { for await (const p of stalling.stream({ messages })) got.push(p); })).toEqual(unavailable('timeout'));
    expect(got).toEqual(['第一段']);
    expect(logged.at(-1)).toContain(`超过 ${TIMEOUT} ms 没有新数据`);
    // Six chunks 150 ms apart take longer than the idle limit in all, never between two chunks.
    http.next(answer.sse(['一', '二', '三', '四', '五', '六'].map(chatChunk), { gapMs: 150 }));
    expect((await collect(chat({ AI_IDLE_TIMEOUT_MS: '600' }).stream({ messages }))).join('')).toBe('一二三四五六');
  });

  it('reads the usage: a stream’s last chunk (choices: []) to onUsage; a whole answer’s usage; max_tokens and include_usage sent', async () => {
    http.next(answer.sse([chatChunk('你好'), chatChunk('！'), { id: 'chatcmpl-test', choices: [], usage: { prompt_tokens: 12, completion_tokens: 30, total_tokens: 42 } }]));
    const reported: unknown[] = [];
    expect(await collect(chat().stream({ messages, maxTokens: 800, onUsage: (u) => reported.push(u) }))).toEqual(['你好', '！']);
    expect(reported).toEqual([{ promptTokens: 12, completionTokens: 30 }]);
    expect(JSON.parse(http.received[0].body)).toEqual({ model: 'test-model', messages, stream: true, max_tokens: 800, stream_options: { include_usage: true } });

    // A server that reports no usage: onUsage is never called (the quota then counts itself).
    http.next(answer.sse([chatChunk('你好')]));
    const none: unknown[] = [];
    expect(await collect(chat().stream({ messages, onUsage: (u) => none.push(u) }))).toEqual(['你好']);
    expect(none).toEqual([]);
    expect(JSON.parse(http.received[1].body)).not.toHaveProperty('max_tokens');

    http.next(answer.json({ choices: [{ message: { content: '欢迎！' } }], usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } }));
    expect(await chat().complete({ messages, maxTokens: 100 })).toEqual({ text: '欢迎！', usage: { promptTokens: 9, completionTokens: 3 } });
    expect(JSON.parse(http.received[2].body)).toEqual({ model: 'test-model', messages, stream: false, max_tokens: 100 });
    http.next(answer.json({ choices: [{ message: { content: '欢迎！' } }], usage: { prompt_tokens: -1, completion_tokens: 3 } }));
    expect(await refusal(chat().complete({ messages }))).toEqual(UNAVAILABLE);
  });

  it('complete: timeout, garbage, an error object, oversized', async () => {
    http.next(answer.slowly(SLOW, answer.json({ choices: [{ message: { content: '迟到' } }] })));
    expect(await failure(chat().complete({ messages }))).toEqual(unavailable('timeout'));
    http.next(answer.garbage());
    expect(await failure(chat().complete({ messages }))).toEqual(unavailable('garbage'));
    http.next(answer.json({ choices: [] }));
    expect(await failure(chat().complete({ messages }))).toEqual(unavailable('garbage'));
    http.next(answer.json({ error: { message: `invalid api key ${SECRET.chatKey}` } }));
    expect(await failure(chat().complete({ messages }))).toEqual(unavailable('failed'));
    http.next(answer.oversized());
    expect(await failure(chat().complete({ messages }))).toEqual(unavailable('tooLarge'));
  });
});

describe('translate (HTTP translation API)', () => {
  const translate = () => registry({ TRANSLATE_API_URL: `${http.url}/translate`, TRANSLATE_API_KEY: SECRET.translateKey }).get('translate');

  it('translates in order; the API gets texts, from, to and the key', async () => {
    http.next(answer.json({ texts: ['Company news', 'Contact us'] }));
    expect(await translate().translate({ texts: ['公司新闻', '联系我们'], from: 'zh', to: 'en' })).toEqual({ texts: ['Company news', 'Contact us'] });
    const req = http.received[0];
    expect(req.headers.authorization).toBe(`Bearer ${SECRET.translateKey}`);
    expect(JSON.parse(req.body)).toEqual({ texts: ['公司新闻', '联系我们'], from: 'zh', to: 'en' });
    expect(await translate().translate({ texts: [], from: 'zh', to: 'en' })).toEqual({ texts: [] });
    expect(http.received).toHaveLength(1);
  });

  it('a wrong count, garbage, timeout, oversized', async () => {
    const request = { texts: ['公司新闻', '联系我们'], from: 'zh', to: 'en' };
    http.next(answer.json({ texts: ['Company news'] }));
    expect(await refusal(translate().translate(request))).toEqual({ code: 424, message: '翻译失败：服务器返回的内容无法识别' });
    http.next(answer.json({ texts: ['a', 2] }));
    expect(await refusal(translate().translate(request))).toEqual({ code: 424, message: '翻译失败：服务器返回的内容无法识别' });
    http.next(answer.garbage('{"texts": ["unterminated'));
    expect(await refusal(translate().translate(request))).toEqual({ code: 424, message: '翻译失败：服务器返回的内容无法识别' });
    http.next(answer.slowly(SLOW, answer.json({ texts: ['a', 'b'] })));
    expect(await refusal(translate().translate(request))).toEqual({ code: 424, message: '翻译失败：服务器响应超时' });
    http.next(answer.oversized());
    expect(await refusal(translate().translate(request))).toEqual({ code: 424, message: '翻译失败：服务器返回的内容过大' });
  });
});

// --- through the app ---------------------------------------------------------------------------------

/** A route the way a feature will use the providers: one representative call per kind. */
const probe: AnyRoute = {
  name: 'testProviderProbe',
  endpoint: endpoint('admin', 'POST', 'test/providerProbe'),
  access: { session: true },
  mutates: true,
  schema: { querystring: EMPTY, body: obj({ kind: oneOf(PROVIDER_KINDS) }, ['kind']) },
  async handler(ctx) {
    const site = await activeSite(ctx);
    const { providers } = ctx.deps;
    switch ((ctx.body as { kind: ProviderKind }).kind) {
      case 'mail': return providers.get('mail').send({ to: 'owner@example.com', subject: `${site.site_name} 新留言`, text: '您有一条新留言' });
      case 'sms': return providers.get('sms').send({ phone: '13800138000', text: '验证码 123456' });
      case 'push': return providers.get('push').push({ site: 'https://www.demo-site.cn', token: SECRET.pushToken, urls: ['https://www.demo-site.cn/'] });
      case 'indexCheck': return providers.get('indexCheck').check({ engine: 'baidu', urls: ['https://www.demo-site.cn/'] });
      case 'chat': return providers.get('chat').complete({ messages: [{ role: 'user', content: '你好' }] });
      case 'translate': return providers.get('translate').translate({ texts: ['你好'], from: 'zh', to: 'en' });
      case 'miniprogram': return providers.get('miniprogram').submit({ platform: 'weixin', appId: 'wx1234567890abcdef', appSecret: 'app-secret-not-a-key', pages: [{ path: 'pages/index/index', title: '首页' }] });
    }
  },
};

describe('through the app', () => {
  let sink: SmtpSink;
  let bare: Harness;
  let wired: Harness;
  let services: HttpDouble;
  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: 'notice@example.com', pass: SECRET.smtpPass } });
    services = await startHttpDouble();
    bare = await startServer({}, { extraRoutes: [probe] });
    wired = await startServer({
      SMTP_URL: sink.url, MAIL_FROM: 'notice@example.com',
      SMS_API_URL: `${services.url}/sms`, SMS_API_KEY: SECRET.smsKey,
      SEO_PUSH_BAIDU_URL: services.url,
      SEO_INDEX_CHECK_URL: `${services.url}/index-check`, SEO_INDEX_CHECK_KEY: SECRET.indexKey,
      AI_BASE_URL: `${services.url}/v1`, AI_API_KEY: SECRET.chatKey, AI_MODEL: 'test-model', AI_COMPLETE_TIMEOUT_MS: TIMEOUT,
      TRANSLATE_API_URL: `${services.url}/translate`, TRANSLATE_API_KEY: SECRET.translateKey,
      MINIPROGRAM_PLATFORM_URL: `${services.url}/mp`, MINIPROGRAM_PLATFORM_KEY: SECRET.miniprogramKey,
      PROVIDER_TIMEOUT_MS: TIMEOUT,
    }, { extraRoutes: [probe] });
  });
  afterAll(async () => {
    await bare?.close();
    await wired?.close();
    await services?.close();
    await sink?.close();
  });

  const statusOf = async (h: Harness, token: string) => (await h.call('providerStatus', { token })).json();

  it('the status call: every kind unconfigured, with the message a call would get', async () => {
    const body = await statusOf(bare, await bare.login('admin'));
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      siteId: SITE.corporate,
      providers: PROVIDER_KINDS.map((kind) => ({ kind, label: PROVIDER_MSG.label[kind], configured: false, message: PROVIDER_MSG.unconfigured[kind] })),
    });
    expect(body.data.providers.map((p: ProviderStatus) => p.label)).toEqual(['邮件服务', '短信服务', '搜索引擎推送服务', '收录查询服务', 'AI服务', '翻译服务', '小程序平台服务']);
  });

  it('the status call: every kind configured — and no address, port or key in the answer', async () => {
    const res = await wired.call('providerStatus', { token: await wired.login('admin') });
    expect(res.json().data.providers).toEqual(PROVIDER_KINDS.map((kind) => ({ kind, label: PROVIDER_MSG.label[kind], configured: true })));
    for (const secret of [...SECRETS, 'notice@example.com', '127.0.0.1', String(sink.port), new URL(services.url).port]) expect(res.body).not.toContain(secret);
  });

  it('the status call is for the caller’s own active site: another company’s is not readable', async () => {
    const demo = await wired.login('demo');
    expect((await statusOf(wired, demo)).data.siteId).toBe(SITE.demo);
    // Another company's site cannot be made active…
    const switched = await wired.call('siteActive', { token: demo, query: { twebId: SITE.corporate } });
    expect([switched.statusCode, switched.json().message]).toEqual([404, MSG.siteNotFound]);
    expect((await statusOf(wired, demo)).data.siteId).toBe(SITE.demo);
    // …and an active site that changed hands meanwhile is no longer the caller's.
    const admin = await wired.login('admin');
    await wired.built.db.updateTable('sites').set({ company_id: 2 }).where('id', '=', SITE.corporate).execute();
    try {
      const res = await wired.call('providerStatus', { token: admin });
      expect([res.statusCode, res.json()]).toEqual([404, { code: 404, message: MSG.siteNotFound, data: null }]);
    } finally {
      await wired.built.db.updateTable('sites').set({ company_id: 1 }).where('id', '=', SITE.corporate).execute();
    }
    expect((await wired.call('providerStatus', {})).statusCode).toBe(401);
  });

  it('unconfigured: a feature’s call answers 409 with the kind’s message, and nothing is sent or written', async () => {
    const token = await bare.login('admin');
    const before = await snapshot(bare);
    for (const kind of PROVIDER_KINDS) {
      const res = await bare.call(probe, { token, body: { kind } });
      expect([res.statusCode, res.json()]).toEqual([409, { code: 409, message: PROVIDER_MSG.unconfigured[kind], data: null }]);
    }
    expect(await snapshot(bare)).toEqual(before);
    expect(sink.received).toEqual([]);
    expect(services.received).toEqual([]);
  });

  it('configured: each call reaches its double; a failing service answers 424 in Chinese, never 500, never a secret', async () => {
    const token = await wired.login('admin');
    services.always((res, req) => {
      if (req.url.startsWith('/sms')) return answer.json({ id: 'sms-1' })(res, req, services);
      if (req.url.startsWith('/urls')) return answer.json({ success: 1, remain: 9 })(res, req, services);
      if (req.url.startsWith('/index-check')) return answer.json({ results: [{ url: 'https://www.demo-site.cn/', indexed: true }] })(res, req, services);
      if (req.url.startsWith('/v1/chat/completions')) return answer.json({ choices: [{ message: { content: 'Hello!' } }] })(res, req, services);
      if (req.url.startsWith('/mp/')) return answer.json({ auditId: 'audit-1' })(res, req, services);
      return answer.json({ texts: ['Hello'] })(res, req, services);
    });
    const data = async (kind: ProviderKind) => {
      const res = await wired.call(probe, { token, body: { kind } });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect(await data('mail')).toEqual({ messageId: expect.any(String) });
    expect(sink.received.map((m) => [m.envelope.to, m.subject])).toEqual([[['owner@example.com'], '示范企业官网 新留言']]);
    expect(await data('sms')).toEqual({ id: 'sms-1' });
    expect(await data('push')).toEqual({ success: 1, remain: 9, notSameSite: [], notValid: [] });
    expect(await data('indexCheck')).toEqual({ results: [{ url: 'https://www.demo-site.cn/', indexed: true }] });
    expect(await data('chat')).toEqual({ text: 'Hello!' });
    expect(await data('translate')).toEqual({ texts: ['Hello'] });
    expect(await data('miniprogram')).toEqual({ auditId: 'audit-1' });
    expect(services.received.map((r) => r.url.split('?')[0])).toEqual(['/sms', '/urls', '/index-check', '/v1/chat/completions', '/translate', '/mp/submit']);

    services.always(answer.status(500, { error: `leaked ${SECRET.chatKey}` }));
    sink.rejectRecipient('owner@example.com');
    const expected: Record<ProviderKind, string> = {
      mail: '邮件发送失败：收件人被拒收：owner@example.com',
      sms: '短信发送失败：服务器返回错误 HTTP 500',
      push: '搜索引擎推送失败：服务器返回错误 HTTP 500',
      indexCheck: '收录查询失败：服务器返回错误 HTTP 500',
      chat: 'AI服务暂时不可用',
      translate: '翻译失败：服务器返回错误 HTTP 500',
      miniprogram: '小程序平台服务调用失败：服务器返回错误 HTTP 500',
    };
    for (const kind of PROVIDER_KINDS) {
      const res = await wired.call(probe, { token, body: { kind } });
      expect([kind, res.statusCode, res.json()]).toEqual([kind, 424, { code: 424, message: expected[kind], data: null }]);
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
    // The failures are in the operation log as failures, with the same Chinese reasons.
    const logs = await wired.built.db.selectFrom('op_logs').select(['action', 'result', 'detail']).where('action', '=', probe.name).orderBy('id').execute();
    expect(logs.filter((l) => l.result === 'failed').map((l) => l.detail)).toEqual(PROVIDER_KINDS.map((k) => expected[k]));
  });
});
