// App-centre plugin strings (zh-CN).
import { menuStrings } from './menu';

const zhCN = { ...(menuStrings['zh-CN'] as object) };

export default zhCN;
