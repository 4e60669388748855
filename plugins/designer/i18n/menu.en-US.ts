// Menu strings in English: loaded only when the console is in English, before the menu is drawn.
import type { Messages } from '../../../kernel';

const enUS: Messages = {
  plugin: 'Site design',
  menu: {
    zhDecoration: 'Site design',
    preview: 'Design preview',
    previewBox: 'Preview',
    pcPreview: 'Desktop preview',
    mobilePreview: 'Mobile preview',
    xcxPreview: 'Mini-program preview',
  },
};

export default enUS;
