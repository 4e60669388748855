// The messaging rules (issue 14 §4) the console and the server both run: mail settings, SMS
// settings and signature, template placeholders, what a lead's mail and SMS say.
import {
  DEFAULT_MAIL_CONFIG, MAIL_MSG, MSG_TEMPLATE_MSG, SMS_MSG,
  checkMailConfig, checkMailTemplate, checkMailTestRecipient, checkSmsConfig, checkSmsSignature, checkSmsTemplate, checkSmsTestPhone,
  isMailAddress, leadMessageValues, mailFromHeader, messagingTime, normaliseSmsSignature, renderMessageTemplate, smsText,
  type MailConfigSave,
} from '../../../shared/domain/settings';

const smtp = (over: Partial<MailConfigSave> = {}): MailConfigSave => ({
  ...DEFAULT_MAIL_CONFIG, host: 'smtp.exmail.qq.com', port: 465, account: 'notice@demo.cn', password: 'x', senderAddress: 'notice@demo.cn', recipients: ['a@demo.cn'], ...over,
});

describe('mail settings', () => {
  it('accepts a complete SMTP setting, and a platform one without SMTP fields', () => {
    expect(checkMailConfig(smtp(), { passwordSet: false })).toBeNull();
    expect(checkMailConfig({ ...DEFAULT_MAIL_CONFIG, mode: 'platform', password: '' }, { passwordSet: false })).toBeNull();
  });

  it('names the field of each problem', () => {
    const cases: [Partial<MailConfigSave>, string, string][] = [
      [{ mode: 'pop3' as never }, 'mode', MAIL_MSG.modeUnknown],
      [{ host: ' ' }, 'host', MAIL_MSG.hostRequired],
      [{ host: 'smtp..example.com' }, 'host', MAIL_MSG.hostFormat],
      [{ host: 'http://smtp.example.com' }, 'host', MAIL_MSG.hostFormat],
      [{ port: 0 }, 'port', MAIL_MSG.portRange],
      [{ port: 65536 }, 'port', MAIL_MSG.portRange],
      [{ port: 25.5 }, 'port', MAIL_MSG.portRange],
      [{ account: '' }, 'account', MAIL_MSG.accountRequired],
      [{ password: '' }, 'password', MAIL_MSG.passwordRequired],
      [{ senderAddress: '' }, 'senderAddress', MAIL_MSG.senderRequired],
      [{ senderAddress: 'notice@' }, 'senderAddress', MAIL_MSG.senderFormat],
      [{ senderName: '官网<通知>' }, 'senderName', MAIL_MSG.senderNameFormat],
      [{ recipients: ['1@a.cn', '2@a.cn', '3@a.cn', '4@a.cn', '5@a.cn', '6@a.cn'] }, 'recipients', MAIL_MSG.recipientsMax],
      [{ recipients: ['a@demo.cn', 'not an address'] }, 'recipients', MAIL_MSG.recipientFormat('not an address')],
      [{ recipients: ['a@demo.cn', 'A@demo.cn'] }, 'recipients', MAIL_MSG.recipientTwice('A@demo.cn')],
      [{ notifyLead: true, recipients: [] }, 'recipients', MAIL_MSG.recipientsNeeded],
    ];
    for (const [over, field, message] of cases) expect([over, checkMailConfig(smtp(over), { passwordSet: false })]).toEqual([over, { field, message }]);
  });

  it('keeps a stored password when none is typed', () => {
    expect(checkMailConfig(smtp({ password: '' }), { passwordSet: true })).toBeNull();
  });

  it('checks addresses, the test recipient and the From header', () => {
    expect(isMailAddress('sales@demo-tech.cn')).toBe(true);
    for (const bad of ['sales', 'a b@demo.cn', '"x"@demo.cn', 'a@demo', 'a@demo.cn, b@demo.cn', '<a@demo.cn>']) expect([bad, isMailAddress(bad)]).toEqual([bad, false]);
    expect(checkMailTestRecipient('')).toEqual({ field: 'to', message: MAIL_MSG.testToRequired });
    expect(checkMailTestRecipient('owner')).toEqual({ field: 'to', message: MAIL_MSG.testToFormat });
    expect(checkMailTestRecipient(' owner@demo.cn ')).toBeNull();
    expect(mailFromHeader('网站通知', 'n@demo.cn')).toBe('网站通知 <n@demo.cn>');
    expect(mailFromHeader(' ', 'n@demo.cn')).toBe('n@demo.cn');
  });
});

describe('SMS settings', () => {
  it('takes a signature with or without 【】, 2–12 characters of 汉字, letters or digits', () => {
    expect(normaliseSmsSignature(' 【示范企业】 ')).toBe('示范企业');
    expect(checkSmsSignature('【示范企业】', true)).toBeNull();
    expect(checkSmsSignature('', true)).toEqual({ field: 'signature', message: SMS_MSG.signatureRequired });
    expect(checkSmsSignature('', false)).toBeNull();
    expect(checkSmsSignature('示', false)).toEqual({ field: 'signature', message: SMS_MSG.signatureFormat });
    expect(checkSmsSignature('示范企业官方网站科技有限公司', false)).toEqual({ field: 'signature', message: SMS_MSG.signatureFormat });
    expect(checkSmsSignature('示范 企业', false)).toEqual({ field: 'signature', message: SMS_MSG.signatureFormat });
    expect(checkSmsSignature('示范】【企业', false)).toEqual({ field: 'signature', message: SMS_MSG.signatureBrackets });
    expect(smsText('【示范】', '内容')).toBe('【示范】内容');
  });

  it('checks the notification phones and the test phone', () => {
    const base = { signature: '示范企业', phones: ['13800138000'], notifyLead: true };
    expect(checkSmsConfig(base)).toBeNull();
    expect(checkSmsConfig({ ...base, phones: [] })).toEqual({ field: 'phones', message: SMS_MSG.phonesNeeded });
    expect(checkSmsConfig({ ...base, signature: '' })).toEqual({ field: 'signature', message: SMS_MSG.signatureRequired });
    expect(checkSmsConfig({ ...base, phones: ['1380013800'] })).toEqual({ field: 'phones', message: SMS_MSG.phoneFormat('1380013800') });
    expect(checkSmsConfig({ ...base, phones: ['13800138000', '13800138000'] })).toEqual({ field: 'phones', message: SMS_MSG.phoneTwice('13800138000') });
    expect(checkSmsConfig({ ...base, phones: Array.from({ length: 6 }, (_, i) => `1380013800${i}`) })).toEqual({ field: 'phones', message: SMS_MSG.phonesMax });
    expect(checkSmsTestPhone('')).toEqual({ field: 'phone', message: SMS_MSG.testPhoneRequired });
    expect(checkSmsTestPhone('23800138000')).toEqual({ field: 'phone', message: SMS_MSG.testPhoneFormat });
    expect(checkSmsTestPhone('13800138000')).toBeNull();
    expect(SMS_MSG.tooFrequent).toBe('发送过于频繁，请60秒后再试');
    expect(SMS_MSG.unconfigured).toBe('短信服务未配置，请联系管理员');
  });
});

describe('templates', () => {
  it('refuses a placeholder the template does not offer, empty texts and 【】 in an SMS', () => {
    expect(checkMailTemplate('lead', { subject: '{表单名称}', body: '{留言内容}' })).toBeNull();
    expect(checkMailTemplate('test', { subject: '测试', body: '{留言内容}' })).toEqual({ field: 'body', message: MSG_TEMPLATE_MSG.unknownTemplatePlaceholder('留言内容') });
    expect(checkMailTemplate('lead', { subject: '{客户}', body: 'x' })).toEqual({ field: 'subject', message: MSG_TEMPLATE_MSG.unknownTemplatePlaceholder('客户') });
    expect(checkMailTemplate('lead', { subject: ' ', body: 'x' })).toEqual({ field: 'subject', message: MSG_TEMPLATE_MSG.subjectRequired });
    expect(checkMailTemplate('lead', { subject: 'x', body: '' })).toEqual({ field: 'body', message: MSG_TEMPLATE_MSG.bodyRequired });
    expect(checkSmsTemplate('lead', { content: '【签名】{留言摘要}', templateId: '' })).toEqual({ field: 'content', message: MSG_TEMPLATE_MSG.contentBrackets });
    expect(checkSmsTemplate('lead', { content: '{留言摘要}', templateId: 'SMS 1' })).toEqual({ field: 'templateId', message: MSG_TEMPLATE_MSG.templateIdFormat });
    expect(checkSmsTemplate('lead', { content: '{留言摘要}', templateId: 'SMS_1' })).toBeNull();
  });

  it('fills a lead into the placeholders: every field a line, a short summary for SMS, Beijing time', () => {
    const values = leadMessageValues({
      siteName: '示范企业官网', formTitle: '在线留言', messageId: 42, submittedAt: Date.UTC(2026, 0, 1, 16, 5, 9),
      fields: [{ label: '姓名', value: '张三' }, { label: '公司', value: '' }, { label: '留言', value: '请报价'.repeat(20) }],
    });
    expect(values.提交时间).toBe('2026-01-02 00:05:09');
    expect(values.留言内容).toBe(`姓名：张三\n留言：${'请报价'.repeat(20)}`);
    expect(values.留言摘要).toHaveLength(60);
    expect(values.留言摘要.endsWith('…')).toBe(true);
    expect(renderMessageTemplate('{网站名称}：{表单名称} #{留言编号} {未知}', values)).toBe('示范企业官网：在线留言 #42 {未知}');
    expect(messagingTime(0)).toBe('1970-01-01 08:00:00');
  });
});
