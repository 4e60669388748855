// Mini-program plugin strings (zh-CN): the menu's, then the console's.
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object) };

export default strings;
