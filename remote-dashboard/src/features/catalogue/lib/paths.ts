/** Where the catalogue's pages live in the dashboard. */
export const PRODUCTS_PATH = '/dashboard/operator/products';
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const CATEGORIES_PATH = '/dashboard/operator/categories';

export const productPath = (productId: number) => `${PRODUCTS_PATH}/${productId}`;
