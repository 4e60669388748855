// 访客挂件（分享、客服、底部浮动信息、浮动视频） (issue 14). See ../part.ts.
import type { ModulePart } from '../part';

export const widgetsPart: ModulePart = {
  tables: [],
  routes: [],
};
