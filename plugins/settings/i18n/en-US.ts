// Settings plugin strings (en-US): the same keys as zh-CN.ts.
import navigation from '../navigation/i18n.en-US';
import site from '../site/i18n.en-US';
import messaging from '../messaging/i18n.en-US';
import widgets from '../widgets/i18n.en-US';
import qr from '../qr/i18n.en-US';
import backup from '../backup/i18n.en-US';
import oplog from '../oplog/i18n.en-US';
import menu from './menu.en-US';

const enUS = { ...menu, navigation, site, messaging, widgets, qr, backup, oplog };

export default enUS;
