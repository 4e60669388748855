// Members plugin strings (en-US): the same keys as zh-CN.ts.
import card from '../card/i18n.en-US';
import centre from '../centre/i18n.en-US';
import info from '../information/i18n.en-US';
import members from '../members/i18n.en-US';
import radar from '../radar/i18n.en-US';
import menu from './menu.en-US';

const enUS = { ...menu, card, members, centre, info, radar };

export default enUS;
