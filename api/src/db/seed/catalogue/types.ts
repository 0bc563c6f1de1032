// The seed catalogue of Corner Market, a neighbourhood store in London.
// Prices are integer pence (GBP minor units). Images live in api/assets/products
// and api/assets/categories, named after each slug.

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** The VAT rate of the category's products, in basis points: food is zero-rated in the UK. */
  vatRateBasisPoints: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  categorySlug: string;
  description: string;
  priceMinor: number;
  stock: number;
  image: string;
  featured: boolean;
  /** Sold per kg (priceMinor is then the price of 1 kg); left out, each. */
  unit?: 'per_kg';
  /** For a product sold per kg: the estimated weight of one unit ordered, in grams. */
  estimatedWeightGrams?: number;
  /**
   * For a product sold per kg: the item reference its scale labels carry
   * (1 to 99999, one per product). Its barcode is then the store's own
   * variable-measure code for it (gtins.ts), which a label names.
   */
  scaleItem?: number;
}

/** A seeded product with options: its own values, and the variants beside it. */
export interface SeedVariantFamily {
  /** The listed product's slug, one of PRODUCTS. */
  productSlug: string;
  optionNames: string[];
  /** The listed product's own value of each option. */
  listedValues: string[];
  variants: { sku: string; optionValues: string[]; priceMinor: number; stock: number }[];
}
