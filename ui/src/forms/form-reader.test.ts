import { z } from 'zod';
import { inFormTerms, readingSchema } from './form-reader';

const contract = z.object({
  amountOffMinor: z
    .number({ error: 'Enter the amount off' })
    .int()
    .min(1, 'amountOffMinor is at least 1'),
  code: z.string().min(1, 'Enter a code'),
});

/** Money typed as pounds, read into pence; what is not money is a problem of its own. */
const read = (values: { amountOff: string; code: string }) => {
  const pounds = Number(values.amountOff);
  const ok = /^\d+(\.\d\d)?$/.test(values.amountOff);
  return {
    input: { amountOffMinor: ok ? Math.round(pounds * 100) : null, code: values.code },
    problems: { amountOff: ok ? undefined : 'Enter an amount such as 5.50' },
  };
};

const terms = {
  fieldOf: { amountOffMinor: 'amountOff' },
  words: { amountOffMinor: 'The amount off' },
};
const schema = readingSchema(contract, read, terms);
const issuesOf = (values: { amountOff: string; code: string }) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues;
};

describe('readingSchema', () => {
  it('hands on the parsed input when the values read and pass the contract', () => {
    expect(schema.safeParse({ amountOff: '5.50', code: 'SPRING' })).toEqual({
      success: true,
      data: { amountOffMinor: 550, code: 'SPRING' },
    });
  });

  it('puts what could not be read first, and the schema’s issues on the form’s fields in its words', () => {
    expect(issuesOf({ amountOff: 'five', code: '' })).toEqual([
      { path: ['amountOff'], message: 'Enter an amount such as 5.50' },
      { path: ['amountOff'], message: 'Enter the amount off' },
      { path: ['code'], message: 'Enter a code' },
    ]);
    expect(issuesOf({ amountOff: '0', code: 'X' })).toEqual([
      { path: ['amountOff'], message: 'The amount off is at least 1' },
    ]);
  });
});

describe('inFormTerms', () => {
  const failure = { code: 'BAD', message: 'amountOffMinor is at least 1', field: 'amountOffMinor' };

  it('names the form’s field, in its words; a dotted field is its first part’s', () => {
    expect(inFormTerms({ ok: false, failure }, terms)).toEqual({
      ok: false,
      failure: { ...failure, field: 'amountOff', message: 'The amount off is at least 1' },
    });
    expect(
      inFormTerms({ ok: false, failure: { ...failure, field: 'openingHours.2.closes' } }, {}),
    ).toEqual({ ok: false, failure: { ...failure, field: 'openingHours' } });
  });

  it('leaves a success, and a failure that names no field, as they are', () => {
    expect(inFormTerms({ ok: true, result: 1 }, terms)).toEqual({ ok: true, result: 1 });
    const whole = { ok: false as const, failure: { code: 'CLOSED', message: 'Closed' } };
    expect(inFormTerms(whole, terms)).toBe(whole);
  });
});
