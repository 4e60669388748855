import { menuStrings } from './menu';
import { listEn } from './list.en-US';
import { editEn } from './edit.en-US';
import { intoArticlesEn } from './intoArticles.en-US';
import { captureEn } from './capture.en-US';
import { historyEn } from './history.en-US';
import { excelEn } from './excel.en-US';

export default { ...menuStrings['en-US'], list: listEn, edit: editEn, intoArticles: intoArticlesEn, capture: captureEn, history: historyEn, excel: excelEn };
