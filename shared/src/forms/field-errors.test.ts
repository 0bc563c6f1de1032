import { z } from 'zod';
import { fieldErrors } from './field-errors';

const schema = z.object({
  name: z.string().min(1, 'Enter your name').max(3, 'At most 3 letters'),
  email: z.email('Enter a valid e-mail address'),
  age: z.number().int('A whole number'),
});

describe('fieldErrors', () => {
  it('gives the first message of each field a check refused', () => {
    const checked = schema.safeParse({ name: '', email: 'nope', age: 1 });
    expect(checked.success).toBe(false);
    expect(fieldErrors(checked.error!)).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
    });
  });

  it('keeps to the fields a form shows, when it names them', () => {
    const checked = schema.safeParse({ name: 'Adaline', email: 'nope', age: 1.5 });
    expect(fieldErrors(checked.error!, ['name', 'age'] as const)).toEqual({
      name: 'At most 3 letters',
      age: 'A whole number',
    });
  });
});
