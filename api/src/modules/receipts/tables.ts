// A receipt keeps no table of its own: it is drawn, each time it is asked
// for, from the completed order and the seller the order kept when it was
// placed (the orders' tables, in db/schema.ts).
export {};
