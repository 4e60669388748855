// Designer plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
import decoration from '../decoration/i18n.zh-CN';
import previewBox from '../previewBox/i18n.zh-CN';
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object), decoration, previewBox };

export default strings;
