import { HttpError } from '../../lib/http-error';
import { readCustomerCsv } from './customer-csv';
import { readProductCsv } from './product-csv';

const productFile = (rows: number) =>
  Buffer.from(
    [
      'sku,name,category,price',
      ...Array.from({ length: rows }, (_, n) => `P-${n},P,pantry,1`),
    ].join('\n'),
  );
const customerFile = (rows: number) =>
  Buffer.from(
    [
      'name,email,mobile',
      ...Array.from({ length: rows }, (_, n) => `C,c${n}@example.com,07700900${n % 1000}`),
    ].join('\n'),
  );

function refusal(read: () => unknown): HttpError {
  try {
    read();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The file was read');
}

describe('how many rows a file may hold', () => {
  it('reads a product file of 50,000 rows: a grocer’s whole catalogue in one go', () => {
    expect(readProductCsv(productFile(50_000)).rows).toHaveLength(50_000);
  });

  it('refuses a product file of 50,001 rows whole, naming the limit', () => {
    const refused = refusal(() => readProductCsv(productFile(50_001)));
    expect(refused).toMatchObject({ statusCode: 413, code: 'TOO_MANY_ROWS', field: 'file' });
    expect(refused.message).toBe(
      'A file may hold at most 50,000 products; this one has 50,001. Split it into smaller files.',
    );
  });

  it('keeps customers to 20,000 rows a file', () => {
    expect(readCustomerCsv(customerFile(20_000)).rows).toHaveLength(20_000);
    const refused = refusal(() => readCustomerCsv(customerFile(20_001)));
    expect(refused).toMatchObject({ statusCode: 413, code: 'TOO_MANY_ROWS' });
    expect(refused.message).toMatch(/at most 20,000 customers/);
  });
});
