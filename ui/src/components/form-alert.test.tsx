import { render, screen } from '@testing-library/react';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('reads out the message as an alert', () => {
    render(<FormAlert>The store is closed</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('The store is closed');
  });

  it('shows nothing while there is no message', () => {
    const { container } = render(<FormAlert>{null}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
  });
});
