// Members plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
// Rule messages come from shared/domain/members, verbatim.
import card from '../card/i18n.zh-CN';
import centre from '../centre/i18n.zh-CN';
import info from '../information/i18n.zh-CN';
import members from '../members/i18n.zh-CN';
import radar from '../radar/i18n.zh-CN';
import { menuStrings } from './menu';

const zhCN = { ...(menuStrings['zh-CN'] as object), card, members, centre, info, radar };

export default zhCN;
