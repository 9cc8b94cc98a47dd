/**
 * A category listing (§listing.page, §listing.product-call, §listing.filters-in-url): breadcrumb, category
 * tabs, gem filters (gemstones only), sort, and the grid of cards. Filters and sort live in the query string,
 * so a link or a reload shows the same list; the product call re-runs on every filter, category or section
 * change.
 */
import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import {
  Button,
  canonicalCategory,
  listingLink,
  NoticeLink,
  NoticePage,
  notify,
  PageContainer,
  type Section,
  type SortOption,
  Spinner,
  useParams,
  useSearchParams,
} from '@gemstore/shared';
import {
  filtersFromQuery,
  filtersToQuery,
  GEM_FILTERS_STORAGE_KEY,
  GemFilterControls,
  productListBody,
  sortFromQuery,
  storeFilters,
  useChoiceAhead,
  type GemFilters,
} from '../features/filters';
import {
  Breadcrumb,
  cardsInFirstRow,
  CategoryTabs,
  ProductCard,
  sectionTitles,
  SortMenu,
  sortProducts,
  useProductList,
  useShownCardCount,
} from '../features/listing';

/** The first row's cards on a phone: what the server, not knowing the window, asks for at once (ADR 018). */
const SERVER_EAGER_CARDS = 2;

/** The filters as the URL writes them: a URL that shows a choice answers it. */
const filtersKey = (filters: GemFilters) => filtersToQuery(filters).toString();

export function ListingPage({ section }: { section: Section }) {
  const { category: rawCategory = 'Featured' } = useParams();
  const category = canonicalCategory(section, rawCategory);
  if (!category) {
    return (
      <NoticePage
        eyebrow={sectionTitles[section]}
        title="Page Not Found"
        lead={`We do not have a '${rawCategory}' collection.`}
        action={<NoticeLink to={listingLink(section, 'Featured')}>See the featured pieces</NoticeLink>}
      />
    );
  }
  return <Listing key={`${section}/${category}`} section={section} category={category} />;
}

function Listing({ section, category }: { section: Section; category: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(search), category), [search, category]);
  // The router applies a new URL in a transition, a moment later; the controls show the choice at once, and a
  // URL that catches up with an earlier choice does not undo a later one.
  const { shown, choose: showFilters } = useChoiceAhead(filters, filtersKey);
  const sort = sortFromQuery(searchParams, section);
  const body = useMemo(() => productListBody(section, filters), [section, filters]);
  const { list, retry, loadMore, drawnOnServer } = useProductList(section, category, body);
  const products = useMemo(() => sortProducts(list.products, sort), [list.products, sort]);
  const shownCount = useShownCardCount(products.length, drawnOnServer);

  useEffect(() => {
    if (section !== 'gemstones') return;
    // §listing.filters-in-url: a category visited without a query string clears the filters, here and in
    // storage.
    if (search === '') {
      try {
        localStorage.removeItem(GEM_FILTERS_STORAGE_KEY);
      } catch {
        // Storage blocked: nothing was stored either.
      }
    } else storeFilters(section, category, filters);
  }, [section, category, search, filters]);

  // Replace, not push: refining a list is one visit, and Back should leave the listing, not undo a checkbox.
  const changeFilters = (next: GemFilters) => {
    showFilters(next);
    setSearchParams(filtersToQuery(next, searchParams), { replace: true, preventScrollReset: true });
  };
  const changeSort = (next: SortOption | null) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('sort', next);
    else params.delete('sort');
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const showMore = () =>
    loadMore().catch((error: unknown) =>
      notify.error(error instanceof Error ? error.message : 'Failed to load products'),
    );

  const count = list.status === 'ready' ? list.total : null;
  // Read as the page renders: what matters is the row in view as the pictures are first asked for. A page drawn on
  // the server asked for them in its HTML, before the window's width was known: a phone's first row.
  const eagerCards = drawnOnServer ? SERVER_EAGER_CARDS : cardsInFirstRow();
  return (
    <PageContainer>
      <Breadcrumb section={section} category={category} />
      <Heading>
        <h1>{category}</h1>
        <p role="status">
          {list.status === 'loading' ? 'Loading…' : null}
          {count !== null ? `${count} ${count === 1 ? 'piece' : 'pieces'}` : null}
        </p>
      </Heading>
      <CategoryTabs section={section} category={category} />
      <Toolbar>
        {section === 'gemstones' ? (
          <GemFilterControls
            category={category}
            filters={shown}
            onChange={changeFilters}
            resultCount={count}
          />
        ) : null}
        <SortMenu section={section} sort={sort} onChange={changeSort} />
      </Toolbar>

      {list.status === 'failed' ? (
        <Message role="alert">
          <p>{list.message}</p>
          <Button type="button" variant="secondary" onClick={retry}>
            Try again
          </Button>
        </Message>
      ) : null}
      {list.status === 'loading' && products.length === 0 ? (
        <Message>
          <Spinner label="Loading products" />
        </Message>
      ) : null}
      {list.status === 'ready' && products.length === 0 ? (
        <Message>
          <p>No products found</p>
        </Message>
      ) : null}
      {products.length > 0 ? (
        <Grid aria-busy={list.status === 'loading'} aria-label={`${category} products`}>
          {products.slice(0, shownCount).map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < eagerCards} />
            </li>
          ))}
        </Grid>
      ) : null}
      {list.status === 'ready' && list.products.length < list.total ? (
        <More>
          <Button type="button" variant="secondary" onClick={showMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Show more'}
          </Button>
        </More>
      ) : null}
    </PageContainer>
  );
}

const Heading = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space(3),
  margin: `${theme.space(4)} 0 ${theme.space(6)}`,
  h1: {
    margin: 0,
    font: `500 clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem)/1.05 ${theme.font.display}`,
    color: theme.colour.ink,
  },
  p: {
    margin: 0,
    minHeight: '1.5em',
    color: theme.colour.muted,
    font: `400 0.875rem/1.5 ${theme.font.body}`,
    letterSpacing: '0.04em',
  },
}));

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  margin: `${theme.space(6)} 0 ${theme.space(8)}`,
}));

/** §listing.grid: 2 columns small, 3 medium, 4 large, 5 extra large. */
const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space(8)} ${theme.space(4)}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 0.2s',
  '&[aria-busy="true"]': { opacity: 0.55 },
  // A card out of sight is not laid out or painted until it nears the screen: a category of a hundred pieces costs
  // a phone what its first rows do (ADR 017). The size stands in for an unseen card's until it has been drawn once.
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' },
  [theme.media.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: theme.space(6) },
  [theme.media.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [theme.media.extraLarge]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
}));

const Message = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(4),
  padding: `${theme.space(16)} 0`,
  color: theme.colour.inkSoft,
  font: `400 1.0625rem/1.6 ${theme.font.body}`,
  textAlign: 'center',
  p: { margin: 0 },
}));

const More = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space(12),
}));
