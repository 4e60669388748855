// The §6 keys of the messaging pages.
export const MAIL_KEY = 'email_setting';
export const SMS_KEY = 'sms_setting';
