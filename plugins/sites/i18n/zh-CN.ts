// Sites plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
import clone from '../clone/i18n.zh-CN';
import languages from '../languages/i18n.zh-CN';
import templates from '../templates/i18n.zh-CN';
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object), templates, languages, clone };

export default strings;
