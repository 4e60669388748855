// Menu, palette and recycle-bin strings in English: loaded only when the console is in English,
// before the menu is drawn (zh-CN, the default, stays in menu.ts).
import type { Messages } from '../../../kernel';

const enUS: Messages = {
    plugin: 'Products',
    menu: { group: 'Products', list: 'Products', add: 'Edit product', tag: 'Product tags', capture: 'Capture products', historyList: 'History', historyEdit: 'Compare versions' },
    palette: { products: 'Products', newProduct: 'New product' },
    bins: { products: 'Products' },
  };

export default enUS;
