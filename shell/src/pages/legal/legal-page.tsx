/**
 * The frame every legal page shares: Back control, title and date, a table of contents built from the same list
 * as the sections (so every contents link has its section), and a reading column of about 68 characters.
 */
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { BackButton, Link, routeTable, useLocation } from '@gemstore/shared';

/** §legal.pages: the date every legal page shows. */
export const LAST_UPDATED = { text: '29/10/2024', iso: '2024-10-29' } as const;

export type LegalSection = { id: string; title: string; body: ReactNode };
export type Highlight = { value: string; label: string };

const legalPages = [
  { to: routeTable.termsAndConditions.path, label: 'Terms & Conditions' },
  { to: routeTable.privacyPolicy.path, label: 'Privacy Policy' },
  { to: routeTable.returnPolicy.path, label: 'Return Policy' },
] as const;

type LegalPageProps = {
  title: (typeof legalPages)[number]['label'];
  eyebrow: string;
  lead: ReactNode;
  highlights: readonly Highlight[];
  sections: readonly LegalSection[];
};

export function LegalPage({ title, eyebrow, lead, highlights, sections }: LegalPageProps) {
  const active = useActiveSection(sections);
  useScrollToHash();
  const titleId = 'legal-title';

  return (
    <Article aria-labelledby={titleId}>
      <Hero>
        <Grid>
          <BackArea>
            <BackButton fallback="/" />
          </BackArea>
          <header css={{ gridArea: 'main' }}>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title id={titleId}>{title}</Title>
            <Updated>
              Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
            </Updated>
            <Lead>{lead}</Lead>
          </header>
        </Grid>
      </Hero>

      <Reading>
        <Highlights>
          {highlights.map((highlight) => (
            <div key={highlight.label}>
              <dt>{highlight.value}</dt>
              <dd>{highlight.label}</dd>
            </div>
          ))}
        </Highlights>

        <Contents aria-label="Contents">
          <ContentsTitle aria-hidden="true">Contents</ContentsTitle>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={active === section.id ? 'location' : undefined}
                  onClick={(event) => jumpTo(event, section.id)}
                >
                  <Ordinal aria-hidden="true">{twoDigits(index + 1)}</Ordinal>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </Contents>

        <Body>
          {sections.map((section, index) => (
            <Section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} tabIndex={-1}>
                <Ordinal aria-hidden="true">{twoDigits(index + 1)}</Ordinal>
                {section.title}
              </h2>
              {section.body}
            </Section>
          ))}

          <Related aria-label="Other policies">
            <span aria-hidden="true">Also read</span>
            <ul>
              {legalPages
                .filter((page) => page.label !== title)
                .map((page) => (
                  <li key={page.to}>
                    <Link to={page.to}>{page.label}</Link>
                  </li>
                ))}
            </ul>
          </Related>
        </Body>
      </Reading>
    </Article>
  );
}

function twoDigits(n: number) {
  return String(n).padStart(2, '0');
}

/**
 * Contents links move to their section without adding a history entry, so Back still leaves the page rather than
 * stepping through the sections. Focus follows, so keyboard and screen-reader users continue from the heading.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  target.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A link to a section (/return-policy#rush-orders) lands on it, after the shell's scroll-to-top on a new page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);
}

/** The section being read, marked in the contents (where the browser can tell: not in jsdom). */
function useActiveSection(sections: readonly LegalSection[]) {
  const [active, setActive] = useState<string | null>(null);
  const ids = sections.map((section) => section.id).join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const headings = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting);
        const top = seen.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setActive(top.target.id);
      },
      { rootMargin: '-15% 0px -70% 0px' },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [ids]);

  return active;
}

const Article = styled.article(({ theme }) => ({
  color: theme.colour.ink,
  paddingBottom: theme.space(20),
  [theme.media.large]: { paddingBottom: theme.space(32) },
}));

const Hero = styled.div(({ theme }) => ({
  background: theme.colour.ivory,
  borderBottom: `1px solid ${theme.colour.line}`,
}));

/**
 * One column on a phone; from the large breakpoint a rail (Back, then the contents) beside a ~68ch reading column.
 * The font size is set here so that `ch` measures the text that is read.
 */
const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"back" "main"',
  maxWidth: '74rem',
  margin: '0 auto',
  padding: `${theme.space(6)} ${theme.space(6)} ${theme.space(12)}`,
  fontSize: '1rem',
  [theme.media.large]: {
    gridTemplateColumns: '14rem minmax(0, 68ch)',
    gridTemplateAreas: '"back main"',
    justifyContent: 'center',
    columnGap: theme.space(20),
    padding: `${theme.space(10)} ${theme.space(10)} ${theme.space(16)}`,
    fontSize: '1.0625rem',
  },
}));

/** The key facts come first on a phone, then the contents; on a large screen the contents rail spans both. */
const Reading = styled(Grid)(({ theme }) => ({
  gridTemplateAreas: '"summary" "rail" "main"',
  paddingTop: theme.space(10),
  paddingBottom: 0,
  [theme.media.large]: {
    gridTemplateAreas: '"rail summary" "rail main"',
    gridTemplateRows: 'auto 1fr',
    paddingTop: theme.space(14),
    paddingBottom: 0,
  },
}));

const BackArea = styled.div(({ theme }) => ({
  gridArea: 'back',
  marginBottom: theme.space(8),
  [theme.media.large]: { marginBottom: 0, paddingTop: theme.space(1) },
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  color: theme.colour.goldDeep,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  font: `500 clamp(2.5rem, 1.7rem + 3vw, 4.25rem)/1.04 ${theme.font.display}`,
  letterSpacing: '-0.005em',
  color: theme.colour.ink,
  '&::after': {
    content: '""',
    display: 'block',
    width: theme.space(12),
    height: '1px',
    marginTop: theme.space(6),
    background: theme.colour.gold,
  },
}));

const Updated = styled.p(({ theme }) => ({
  margin: `${theme.space(6)} 0 0`,
  color: theme.colour.inkSoft,
  font: `400 0.8125rem/1.5 ${theme.font.body}`,
  letterSpacing: '0.04em',
}));

const Lead = styled.p(({ theme }) => ({
  margin: `${theme.space(6)} 0 0`,
  maxWidth: '60ch',
  color: theme.colour.inkSoft,
  font: `400 1.0625rem/1.7 ${theme.font.body}`,
  [theme.media.large]: { fontSize: '1.1875rem' },
}));

const Ordinal = styled.span(({ theme }) => ({
  display: 'inline-block',
  minWidth: '2.25em',
  color: theme.colour.goldDeep,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
}));

const Contents = styled.nav(({ theme }) => ({
  gridArea: 'rail',
  alignSelf: 'start',
  margin: `${theme.space(10)} 0 0`,
  padding: `${theme.space(6)} 0`,
  borderTop: `1px solid ${theme.colour.line}`,
  borderBottom: `1px solid ${theme.colour.line}`,
  ol: { listStyle: 'none', margin: 0, padding: 0 },
  li: { margin: 0 },
  a: {
    display: 'flex',
    alignItems: 'baseline',
    padding: `${theme.space(2)} 0`,
    color: theme.colour.inkSoft,
    font: `400 0.9375rem/1.45 ${theme.font.body}`,
    textDecoration: 'none',
    transition: 'color 0.2s',
  },
  'a:hover, a[aria-current]': { color: theme.colour.ink },
  'a[aria-current] span:last-of-type': {
    textDecoration: 'underline',
    textDecorationColor: theme.colour.gold,
    textUnderlineOffset: '0.3em',
  },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  [theme.media.large]: {
    position: 'sticky',
    top: theme.space(28),
    maxHeight: `calc(100vh - ${theme.space(36)})`,
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    border: 0,
    a: { fontSize: '0.875rem', padding: `${theme.space(1.5)} 0` },
  },
}));

const ContentsTitle = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(3)}`,
  color: theme.colour.ink,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
}));

const Body = styled.div({ gridArea: 'main', minWidth: 0 });

const Highlights = styled.dl(({ theme }) => ({
  gridArea: 'summary',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space(6)} ${theme.space(5)}`,
  margin: 0,
  dt: {
    color: theme.colour.ink,
    font: `500 1.5rem/1.1 ${theme.font.display}`,
    fontVariantNumeric: 'lining-nums',
  },
  dd: {
    margin: `${theme.space(2)} 0 0`,
    color: theme.colour.inkSoft,
    font: `400 0.875rem/1.5 ${theme.font.body}`,
  },
  [theme.media.large]: {
    gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    columnGap: theme.space(8),
    paddingBottom: theme.space(10),
    borderBottom: `1px solid ${theme.colour.line}`,
    dt: { fontSize: '1.875rem' },
  },
}));

/** Long-form text: the page's typography lives here so the policy files read as plain HTML. */
const Section = styled.section(({ theme }) => ({
  paddingTop: theme.space(12),
  color: theme.colour.inkSoft,
  lineHeight: 1.75,
  h2: {
    margin: `0 0 ${theme.space(5)}`,
    color: theme.colour.ink,
    font: `500 clamp(1.625rem, 1.4rem + 0.9vw, 2rem)/1.2 ${theme.font.display}`,
    scrollMarginTop: theme.space(28),
    '&:focus': { outline: 'none' },
    '> span': { display: 'block', marginBottom: theme.space(3) },
  },
  h3: {
    margin: `${theme.space(8)} 0 ${theme.space(2)}`,
    color: theme.colour.ink,
    font: `600 1rem/1.5 ${theme.font.body}`,
    letterSpacing: '0.01em',
  },
  p: { margin: `0 0 ${theme.space(4)}` },
  'ul, ol': { margin: `0 0 ${theme.space(5)}`, padding: 0, listStyle: 'none' },
  li: { position: 'relative', margin: `0 0 ${theme.space(2.5)}`, paddingLeft: theme.space(7) },
  // Bullets as small gold lozenges: the page's one ornament.
  'ul > li::before': {
    content: '""',
    position: 'absolute',
    left: theme.space(1),
    top: '0.72em',
    width: '5px',
    height: '5px',
    background: theme.colour.gold,
    transform: 'rotate(45deg)',
  },
  ol: { counterReset: 'step' },
  'ol > li': { counterIncrement: 'step' },
  'ol > li::before': {
    content: 'counter(step)',
    position: 'absolute',
    left: 0,
    top: 0,
    color: theme.colour.goldDeep,
    fontFamily: theme.font.display,
    fontSize: '1.1875rem',
    fontWeight: 500,
    lineHeight: 1.55,
    // The display face draws old-style figures by default; a step number reads better at full height.
    fontVariantNumeric: 'lining-nums',
  },
  strong: { color: theme.colour.ink, fontWeight: 600 },
  a: {
    color: theme.colour.ink,
    textDecorationColor: theme.colour.gold,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.22em',
    transition: 'text-decoration-color 0.2s',
  },
  'a:hover': { textDecorationColor: theme.colour.ink },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));

const Related = styled.nav(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${theme.space(3)} ${theme.space(8)}`,
  marginTop: theme.space(16),
  paddingTop: theme.space(8),
  borderTop: `1px solid ${theme.colour.line}`,
  '> span': {
    color: theme.colour.inkSoft,
    font: `500 0.75rem/1.4 ${theme.font.body}`,
    letterSpacing: '0.22em',
    textTransform: 'uppercase',
  },
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space(8), margin: 0, padding: 0, listStyle: 'none' },
  a: {
    color: theme.colour.ink,
    font: `500 1.375rem/1.3 ${theme.font.display}`,
    textDecoration: 'none',
    borderBottom: `1px solid ${theme.colour.gold}`,
  },
  'a:hover': { borderBottomColor: theme.colour.ink },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '4px' },
}));
