// Sites plugin strings (en-US): the menu's, then one section per area (each area's own file).
import menu from './menu.en-US';

const strings = { ...(menu as object) };

export default strings;
