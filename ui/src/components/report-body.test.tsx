import { render, screen, within } from '@testing-library/react';
import { ReportBody, ReportedLines } from './report-body';

describe('ReportedLines', () => {
  it('lists each reported line as how many of what, and what is wrong', () => {
    render(
      <ReportedLines
        label="Reported items"
        className="db-report-lines"
        lines={[
          { productId: 7, name: 'English Breakfast Tea', kind: 'damaged', quantity: 1 },
          { productId: 4, name: 'Oat Milk', kind: 'missing', quantity: 2 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Reported items' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × English Breakfast Tea — Damaged', '2 × Oat Milk — Missing']);
  });

  it('gives a report’s lines, its note (quoted on request) and its photo as a link to the full size', () => {
    render(
      <ReportBody
        report={{
          lines: [{ productId: 7, name: 'English Breakfast Tea', kind: 'damaged', quantity: 1 }],
          note: 'The box was crushed.',
          photo: 'problem-reports/r-1.jpg',
        }}
        block="db-desk-report"
        photoAlt="The customer’s photo (opens full size)"
        photoSize={96}
        quoted
      />,
    );

    expect(screen.getByRole('list', { name: 'Reported items' })).toHaveTextContent(
      '1 × English Breakfast Tea — Damaged',
    );
    expect(screen.getByText('“The box was crushed.”')).toHaveClass('db-desk-report__note');
    const photo = screen.getByRole('img', { name: 'The customer’s photo (opens full size)' });
    expect(photo).toHaveClass('db-desk-report__photo');
    expect(photo.closest('a')).toHaveAttribute(
      'href',
      expect.stringContaining('problem-reports/r-1.jpg'),
    );
  });
});
