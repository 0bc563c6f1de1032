// Loyalty's numbers, free of zod so pages that only show them stay light.

/** 1 point per whole currency unit of a completed order. */
export const POINTS_PER_CURRENCY_UNIT = 1;
/** 100 points redeem for 1 currency unit (100 minor units) of wallet credit. */
export const POINTS_PER_REDEEMED_UNIT = 100;
