/** The order history's page from its address (`?page=2`); anything else, or nothing, is the first page. */
export function pageNumber(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,3}$/.test(value)) return 1;
  return Number(value);
}

/** The address of a page: the first page has no `?page`. */
export const pageSearch = (page: number) => (page <= 1 ? '' : `?page=${page}`);
