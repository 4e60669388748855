// Rules of 邮件与短信设置 (issue 14), shared by the console and the server: mail settings, SMS
// settings, the templates and the send log (one file each under messaging/).
export * from './messaging/refusal';
export * from './messaging/mail';
export * from './messaging/sms';
export * from './messaging/templates';
export * from './messaging/sendLog';
