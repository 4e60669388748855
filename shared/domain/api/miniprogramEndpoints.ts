// The mini-program console's calls (issue 17 §8), spread into API (endpoints.ts). The spec names
// none: ours, under the site-administration prefix (admin/xcx/…). Every one needs the key xys_xcx.
import { endpoint } from './endpoint';

export const MINIPROGRAM_API = {
  /** The active site's bindings, one per platform, and whether the platform service is configured. */
  xcxInfo: endpoint('admin', 'GET', 'xcx/info'),
  xcxBind: endpoint('admin', 'POST', 'xcx/bind'),
  xcxUnbind: endpoint('admin', 'POST', 'xcx/unbind'),
  /** 提交审核, 刷新审核状态 and 发布: through the platform provider. */
  xcxSubmitAudit: endpoint('admin', 'POST', 'xcx/submitAudit'),
  xcxAuditStatus: endpoint('admin', 'POST', 'xcx/auditStatus'),
  xcxRelease: endpoint('admin', 'POST', 'xcx/release'),
  /** The PNG of the QR code (published address, or the preview path before). */
  xcxQrCode: endpoint('admin', 'GET', 'xcx/qrcode'),
  xcxPages: endpoint('admin', 'GET', 'xcx/pages'),
  xcxPageSave: endpoint('admin', 'POST', 'xcx/pageSave'),
  xcxPageDelete: endpoint('admin', 'POST', 'xcx/pageDelete'),
  xcxPageOrder: endpoint('admin', 'POST', 'xcx/pageOrder'),
} as const;
