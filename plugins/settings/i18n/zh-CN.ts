// Settings plugin strings (zh-CN): the menu's, then one section per area (each area's own file).
import navigation from '../navigation/i18n.zh-CN';
import site from '../site/i18n.zh-CN';
import messaging from '../messaging/i18n.zh-CN';
import widgets from '../widgets/i18n.zh-CN';
import qr from '../qr/i18n.zh-CN';
import backup from '../backup/i18n.zh-CN';
import oplog from '../oplog/i18n.zh-CN';
import { menuStrings } from './menu';

const zhCN = { ...(menuStrings['zh-CN'] as object), navigation, site, messaging, widgets, qr, backup, oplog };

export default zhCN;
