// Designer plugin strings (en-US): the menu's, then one section per area (each area's own file).
import decoration from '../decoration/i18n.en-US';
import previewBox from '../previewBox/i18n.en-US';
import menuEn from './menu.en-US';

const strings = { ...(menuEn as object), decoration, previewBox };

export default strings;
