import { createToken } from '../../../kernel';
import type { QrApi } from './api';
import type { QrStore } from './store/QrStore';

export const QR_API = createToken<QrApi>('settings.qr.api');
export const QR_STORE = createToken<QrStore>('settings.qr.store');
