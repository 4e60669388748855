// The messaging area's service tokens (bound in services.ts).
import { createToken } from '../../../kernel';
import type { MessagingApi } from './api';
import type { MailSettingsStore } from './store/MailSettingsStore';
import type { SmsSettingsStore } from './store/SmsSettingsStore';

export const MESSAGING_API = createToken<MessagingApi>('settings.messaging.api');
export const MAIL_SETTINGS = createToken<MailSettingsStore>('settings.messaging.mail');
export const SMS_SETTINGS = createToken<SmsSettingsStore>('settings.messaging.sms');
