import { createToken } from '../../kernel';
import type { ProductApi } from './api';

export const PRODUCT_API = createToken<ProductApi>('product.api');
