import { operatorUrl } from './base';

/** The catalogue: products, one product, categories, low stock and the product import. */
export const PRODUCTS_PATH = operatorUrl('products');
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const productPath = (productId: number) => `${PRODUCTS_PATH}/${productId}`;
export const CATEGORIES_PATH = operatorUrl('categories');
export const LOW_STOCK_PATH = operatorUrl('low-stock');
export const PRODUCT_IMPORT_PATH = operatorUrl('product-import');
