import { focusFirstError } from './field-errors';

function formWith(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}

describe('focusFirstError', () => {
  it('focuses the first field in form order that has an error, and names it', () => {
    const form = formWith('<input name="sku"><input name="price">');
    const first = focusFirstError(form, ['sku', 'price'], { price: 'Enter the price' });
    expect(first).toBe('price');
    expect(document.activeElement).toBe(form.querySelector('[name="price"]'));
  });

  it('focuses a list’s first input for an error about the whole list', () => {
    const form = formWith('<input name="optionValues.0"><input name="optionValues.1">');
    focusFirstError(form, ['optionValues', 'optionValues.0', 'optionValues.1'], {
      optionValues: 'Another variant has these values',
    });
    expect(document.activeElement).toBe(form.querySelector('[name="optionValues.0"]'));
  });
});
