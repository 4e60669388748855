// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Settings',
  menu: {
    group: 'Settings',
    navbar: 'Navigation',
    addNavbar: 'Edit navigation',
    email: 'Mail',
    shortMessage: 'SMS',
    share: 'Sharing',
    customer: 'Customer service',
    site: 'Site information',
    site2: 'Domains',
    anomaly: 'Error pages',
    jrttyzm: 'Toutiao verification',
    qrCodeSetting: 'Site QR code',
    websiteBackup: 'Backups',
    clearCache: 'Clear cache',
    bottomflexsetting: 'Bottom bar',
    flexvideosetting: 'Floating video',
    flexEnMessage: 'Foreign customer service',
    flexEnShare: 'Foreign sharing',
    zhOperationLog: 'Operation log',
  },
};

export default enUS;
