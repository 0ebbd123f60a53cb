import { useCallback, useState } from 'react';

/** A searchable, paged admin list: a new search starts again at page 1. */
export const useSearchPaging = () => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  return { search, page, setPage, onSearch };
};
