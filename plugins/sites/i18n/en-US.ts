// Sites plugin strings (en-US): the menu's, then one section per area (each area's own file).
import clone from '../clone/i18n.en-US';
import languages from '../languages/i18n.en-US';
import templates from '../templates/i18n.en-US';
import menu from './menu.en-US';

const strings = { ...(menu as object), templates, languages, clone };

export default strings;
