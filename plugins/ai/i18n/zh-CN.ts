// AI plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
import access from '../access/i18n.zh-CN';
import dialogue from '../dialogue/i18n.zh-CN';
import gather from '../gather/i18n.zh-CN';
import tasks from '../tasks/i18n.zh-CN';
import { menuStrings } from './menu';

const strings = { ...(menuStrings['zh-CN'] as object), access, gather, tasks, dialogue };

export default strings;
