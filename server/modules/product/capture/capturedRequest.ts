// What a captured page becomes: the save request of a product kept 下架 (status 0) for an operator
// to check before it goes on sale, in the category chosen for the capture. The price is read by the
// rule book (readCapturedPrice: ¥12,800.00 → 12800.00, 面议 → 价格面议, anything it refuses → none).
import { readCapturedPrice, type CustomFieldDef, type ProductImage, type ProductSaveRequest } from '../../../../shared/domain/product';
import type { CapturedProduct } from '../../../core/capture/productCapture';

export function capturedRequest(captured: CapturedProduct, typeId: number, images: ProductImage[]): ProductSaveRequest {
  const price = readCapturedPrice(captured.price);
  return {
    name: captured.name,
    type_id: typeId,
    summary: captured.summary,
    content: captured.content,
    images,
    specs: captured.specs,
    price_sell: price.price,
    price_negotiable: price.negotiable,
    brand: captured.brand,
    model: captured.model,
    status: 0,
    seo_title: captured.name,
    seo_description: captured.summary.slice(0, 500),
  };
}

/**
 * The site's custom fields with none required: a captured product is saved 下架 with what its page
 * said, and the operator fills in the site's own fields before putting it on sale.
 */
export function capturedFieldDefs<D extends CustomFieldDef>(defs: readonly D[]): D[] {
  return defs.map((d) => ({ ...d, required: false }));
}
