// The product plugin's zh-CN strings, one file per page group (each page's helper owns its file).
import { menuStrings } from './menu';
import { listZh } from './list.zh-CN';
import { editZh } from './edit.zh-CN';
import { intoArticlesZh } from './intoArticles.zh-CN';
import { captureZh } from './capture.zh-CN';
import { historyZh } from './history.zh-CN';
import { excelZh } from './excel.zh-CN';

export default { ...menuStrings['zh-CN'], list: listZh, edit: editZh, intoArticles: intoArticlesZh, capture: captureZh, history: historyZh, excel: excelZh };
