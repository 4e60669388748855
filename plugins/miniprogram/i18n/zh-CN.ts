// Mini-program plugin strings (zh-CN): the menu's, then the console's.
import consoleStrings from './console.zh-CN';
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object), ...consoleStrings };

export default strings;
