/** What the customer reads when a product they want has none left. */
export const outOfStock = (name: string) => `${name} is out of stock.`;
