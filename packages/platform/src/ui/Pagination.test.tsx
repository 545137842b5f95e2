import { fireEvent, render, screen, within } from '@testing-library/react';
import { Pagination, type PaginationProps } from './Pagination';

const LABELS: PaginationProps['labels'] = { nav: 'Pages', prev: 'Prev', next: 'Next', page: (page) => `Page ${page}` };

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPage = jest.fn();
  render(<Pagination page={5} lastPage={12} onPage={onPage} items={[1, 'gap', 4, 5, 6, 'gap', 12]} labels={LABELS} {...props} />);
  return { onPage, nav: within(screen.getByRole('navigation', { name: 'Pages' })) };
}

describe('Pagination', () => {
  it('shows Prev, the page numbers with their gaps and Next, the current page marked', () => {
    const { nav } = renderPagination();
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['Prev', '1', '4', '5', '6', '12', 'Next']);
    expect(nav.getAllByText('…')).toHaveLength(2);
    expect(nav.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(false);
  });

  it('asks for the page chosen, the one before or the one after', () => {
    const { onPage, nav } = renderPagination();
    fireEvent.click(nav.getByRole('button', { name: 'Page 12' }));
    fireEvent.click(nav.getByRole('button', { name: 'Prev' }));
    fireEvent.click(nav.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[12], [4], [6]]);
  });

  it('disables Prev on the first page and Next on the last, and shows its status', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 1, items: [1], status: 'Page: 1' });
    expect(nav.getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(nav.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(nav.getByText('Page: 1')).toBeTruthy();
  });
});
