// Mini-program plugin strings (en-US): the menu's, then the console's.
import consoleStrings from './console.en-US';
import menu from './menu.en-US';

const strings = { ...(menu as object), ...consoleStrings };

export default strings;
