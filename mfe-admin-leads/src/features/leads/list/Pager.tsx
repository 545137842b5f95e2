import { Pagination } from '@clinic/platform/staff';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { pagerNumbers } from './pagerRule';

export interface PagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** The staff lists' pager: Prev, up to 4 page numbers around the current page, Next and 'Page: n'. */
export function Pager({ page, lastPage, onPage }: PagerProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      onPage={onPage}
      items={pagerNumbers(page, lastPage)}
      labels={{ nav: t('list.pager.label'), prev: t('list.pager.prev'), next: t('list.pager.next'), page: (number) => t('list.pager.page', { page: number }) }}
      status={t('list.pager.current', { page })}
    />
  );
}
