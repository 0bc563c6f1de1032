import { Pager, type PagerProps } from '../components/pager';

export interface ListPagerProps extends Omit<PagerProps, 'pageSize' | 'total'> {
  /** The page of the list as the API answered it; undefined while it loads. */
  list: { pageSize: number; total: number; totalCapped?: boolean } | undefined;
}

/** The Pager under a DataTable of one page of a list: nothing until the page has come. */
export function ListPager({ list, ...pager }: ListPagerProps) {
  return list ? (
    <Pager {...pager} pageSize={list.pageSize} total={list.total} totalCapped={list.totalCapped} />
  ) : null;
}
