// Sites plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object) };

export default strings;
