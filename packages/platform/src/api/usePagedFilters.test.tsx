import { act, renderHook } from '@testing-library/react';
import { usePagedFilters } from './usePagedFilters';

describe('usePagedFilters', () => {
  it('starts on page 1 and goes back to it when a filter changes', () => {
    const { result } = renderHook(() => usePagedFilters({ days: 7, status: '' }));
    expect(result.current).toMatchObject({ filters: { days: 7, status: '' }, page: 1 });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.changeFilters({ status: 'failed' }));
    expect(result.current).toMatchObject({ filters: { days: 7, status: 'failed' }, page: 1 });
  });

  it('takes its first filters from a function', () => {
    const { result } = renderHook(() => usePagedFilters(() => ({ search: 'jane' })));
    expect(result.current.filters).toEqual({ search: 'jane' });
  });
});
