// App-centre plugin strings (en-US): the same keys as zh-CN.ts.
import menu from './menu.en-US';

const enUS = { ...menu };

export default enUS;
