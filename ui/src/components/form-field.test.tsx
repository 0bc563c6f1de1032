import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { SelectField, TextAreaField } from './form-controls';
import { FormField } from './form-field';

describe('the form controls', () => {
  it('hand their ref to the control itself, so a form can put the focus on it', () => {
    const input = createRef<HTMLInputElement>();
    const select = createRef<HTMLSelectElement>();
    const textarea = createRef<HTMLTextAreaElement>();
    render(
      <form>
        <FormField ref={input} name="email" label="E-mail" />
        <SelectField ref={select} name="reason" label="Reason">
          <option>Damaged</option>
        </SelectField>
        <TextAreaField ref={textarea} name="note" label="Note" />
      </form>,
    );
    expect(input.current).toBe(screen.getByLabelText('E-mail'));
    expect(select.current).toBe(screen.getByLabelText('Reason'));
    expect(textarea.current).toBe(screen.getByLabelText('Note'));
  });
});
