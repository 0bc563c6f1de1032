// What a product or category made in the console starts with, whichever way it
// was made (the product form, or a product CSV import).

/** A product's slug follows its SKU (unique per store, so the slug is too): BABY-SPINACH → baby-spinach. */
export const slugForSku = (sku: string) => sku.toLowerCase();

/** A category's slug, from its name: 'Fruit & Veg' → 'fruit-veg'. */
export const slugForName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'category';

/** Shown until the operator uploads a picture (paths under the API's /images/). */
export const PLACEHOLDER_PRODUCT_IMAGE = 'products/placeholder.svg';
export const PLACEHOLDER_CATEGORY_IMAGE = 'categories/placeholder.svg';

/** Where an uploaded product picture is served: /api/images/uploads/<storage key>. */
export const uploadedImagePath = (key: string) => `uploads/${key}`;
