// Mini-program plugin strings (en-US): the menu's, then the console's.
import menu from './menu.en-US';

const strings = { ...(menu as object) };

export default strings;
