import { createToken } from '../../kernel';
import type { ProductApi } from './api';
import type { CaptureStore } from './pages/capture/CaptureStore';
import type { RevisionCompareStore } from './pages/history/RevisionCompareStore';
import type { ProductEditStore } from './pages/edit/ProductEditStore';
import type { IntoArticlesStore } from './pages/intoArticles/IntoArticlesStore';
import type { ProductExcelStore } from './pages/excel/ProductExcelStore';
import type { CatalogueStore } from './store/CatalogueStore';
import type { ProductListStore } from './store/ProductListStore';
import type { ProductTagsStore } from './store/ProductTagsStore';

export const PRODUCT_API = createToken<ProductApi>('product.api');
/** The site's category tree and tag choices, shared by the list page's tree, filters and dialogs. */
export const PRODUCT_CATALOGUE = createToken<CatalogueStore>('product.catalogue');
/** Makes the list's store: one per list page (each open page tab shows its own address's list). */
export const PRODUCT_LIST = createToken<() => ProductListStore>('product.listStore');
export const PRODUCT_TAGS = createToken<ProductTagsStore>('product.tags');
/** Makes the edit page's store: one per opening of /zhProduct/add (a product, or a new one). */
export const PRODUCT_EDIT = createToken<() => ProductEditStore>('product.editStore');
/** Makes the 导入到文章 dialog's store: one per opening (the selected products, type, category, result). */
export const PRODUCT_INTO_ARTICLES = createToken<() => IntoArticlesStore>('product.intoArticles');
/** Makes the capture page's store: one per opening of /zhProduct/capture. */
export const PRODUCT_CAPTURE = createToken<() => CaptureStore>('product.capture');
/** Makes the history compare page's store: one per opening of /zhProduct/historyEdit. */
export const PRODUCT_REVISION = createToken<() => RevisionCompareStore>('product.revision');
/** The list's spreadsheets: the import form and task, the export task (one for the plugin, so a reload's import is found again). */
export const PRODUCT_EXCEL = createToken<ProductExcelStore>('product.excel');
