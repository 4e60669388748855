// AI plugin strings (en-US): the menu's, then one section per area (each area's own file).
import access from '../access/i18n.en-US';
import dialogue from '../dialogue/i18n.en-US';
import gather from '../gather/i18n.en-US';
import tasks from '../tasks/i18n.en-US';
import menuEn from './menu.en-US';

const strings = { ...(menuEn as object), access, gather, tasks, dialogue };

export default strings;
