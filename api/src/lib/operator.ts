/** Who acts in the console: an operator, always on their own store. */
export interface Operator {
  id: string;
  storeId: number;
}
