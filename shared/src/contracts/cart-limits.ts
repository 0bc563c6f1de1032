/** The most of one product a cart (or order) line holds, whatever is in stock. */
export const MAX_LINE_QUANTITY = 99;
