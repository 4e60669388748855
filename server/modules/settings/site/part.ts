// 网站信息、域名、异常页面、头条验证、清除缓存 (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const sitePart: ModulePart = {
  tables: [],
  routes: [],
};
