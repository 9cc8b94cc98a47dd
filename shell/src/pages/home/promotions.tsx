/**
 * The four promotional sections of the home page (§home.promotions): gemstones, bespoke jewellery, gemology
 * and quality service, each a picture and a few lines with where to go next. Pictures alternate sides on wide
 * screens.
 */
import styled from '@emotion/styled';
import { Link } from '@gemstore/shared';
import { type Still, stills } from './media';

type Promotion = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  links: { to: string; label: string }[];
  still: Still;
};

export const promotions: Promotion[] = [
  {
    id: 'gemstones',
    eyebrow: 'Gemstones',
    title: 'Colour, chosen one stone at a time',
    text: 'Rubies, sapphires, emeralds and fancy-colour diamonds, each selected by eye for the depth of its colour, the life of its light and the quality of its cut. See our featured stones, or find them already set in rings.',
    links: [
      { to: '/gemstones/Featured', label: 'Shop featured gemstones' },
      { to: '/jewellery/Rings', label: 'Shop rings' },
    ],
    still: stills.gemstones,
  },
  {
    id: 'bespoke',
    eyebrow: 'Bespoke jewellery',
    title: 'A piece made for one person',
    text: 'Bring us an idea, a family stone or a moment to remember. We help you choose the stone, design its setting and follow the piece from first sketch to final polish; most custom orders take four to eight weeks.',
    links: [{ to: '/contact', label: 'Start a custom order' }],
    still: stills.bespoke,
  },
  {
    id: 'gemology',
    eyebrow: 'Gemology',
    title: 'Know the stone you are choosing',
    text: 'How colour, clarity, cut and carat weight shape a gemstone’s beauty and value, what sets natural stones apart from synthetics and imitations, and how to read a laboratory certificate, explained plainly.',
    links: [{ to: '/education', label: 'Explore gemology' }],
    still: stills.gemology,
  },
  {
    id: 'service',
    eyebrow: 'Quality service',
    title: 'Care that lasts beyond the purchase',
    text: 'Certified stones, free delivery, careful presentation and honest advice on wearing, storing and caring for your pieces, with a yearly inspection to keep them as they were on the first day.',
    links: [{ to: '/services', label: 'Discover our services' }],
    still: stills.service,
  },
];

export function Promotions() {
  return (
    <>
      {promotions.map((promotion, index) => (
        <Band
          key={promotion.id}
          aria-labelledby={`promo-${promotion.id}`}
          data-tone={index % 2 ? 'paper' : 'ivory'}
        >
          <Row data-flip={index % 2 === 1}>
            <Picture>
              <img
                src={promotion.still.src}
                srcSet={promotion.still.srcSet}
                sizes="(min-width: 1024px) 30rem, (min-width: 640px) 28rem, 100vw"
                width={promotion.still.width}
                height={promotion.still.height}
                alt={promotion.still.alt}
                loading="lazy"
                decoding="async"
              />
            </Picture>
            <Words>
              <Eyebrow>
                <Ordinal aria-hidden="true">{String(index + 1).padStart(2, '0')}</Ordinal>
                {promotion.eyebrow}
              </Eyebrow>
              <Title id={`promo-${promotion.id}`}>{promotion.title}</Title>
              <Rule aria-hidden="true" />
              <Text>{promotion.text}</Text>
              <Links>
                {promotion.links.map((link) => (
                  <MoreLink key={link.to} to={link.to}>
                    {link.label}
                    <Arrow width="22" height="10" viewBox="0 0 22 10" aria-hidden="true" focusable="false">
                      <path d="M0 5h20M16 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.1" />
                    </Arrow>
                  </MoreLink>
                ))}
              </Links>
            </Words>
          </Row>
        </Band>
      ))}
    </>
  );
}

const Band = styled.section(({ theme }) => ({
  background: theme.colour.paper,
  '&[data-tone="ivory"]': { background: theme.colour.ivory },
}));

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(10),
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${theme.space(16)} ${theme.space(6)}`,
  [theme.media.medium]: { padding: `${theme.space(20)} ${theme.space(10)}` },
  [theme.media.large]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    alignItems: 'center',
    gap: theme.space(20),
    padding: `${theme.space(28)} ${theme.space(16)}`,
    '&[data-flip="true"]': {
      gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
      '& > figure': { order: 2 },
    },
  },
}));

const Picture = styled.figure(({ theme }) => ({
  margin: 0,
  width: '100%',
  maxWidth: '28rem',
  justifySelf: 'center',
  [theme.media.large]: { maxWidth: '30rem' },
  img: {
    width: '100%',
    height: 'auto',
    // The box is reserved before the file arrives: nothing below it moves.
    aspectRatio: '4 / 5',
    objectFit: 'cover',
    background: theme.colour.line,
  },
}));

const Words = styled.div(({ theme }) => ({
  maxWidth: '30rem',
  justifySelf: 'center',
  textAlign: 'center',
  [theme.media.large]: { justifySelf: 'start', textAlign: 'left' },
}));

const Eyebrow = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: theme.space(3),
  margin: `0 0 ${theme.space(5)}`,
  color: theme.colour.goldDeep,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  [theme.media.large]: { justifyContent: 'flex-start' },
}));

const Ordinal = styled.span(({ theme }) => ({
  font: `500 1.0625rem/1 ${theme.font.display}`,
  letterSpacing: 0,
  color: theme.colour.muted,
}));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  font: `500 clamp(2rem, 1.5rem + 1.8vw, 3rem)/1.1 ${theme.font.display}`,
  textWrap: 'balance',
  color: theme.colour.ink,
  letterSpacing: '0.005em',
}));

const Rule = styled.span(({ theme }) => ({
  display: 'block',
  width: '3rem',
  height: '1px',
  margin: `${theme.space(6)} auto`,
  background: theme.colour.gold,
  [theme.media.large]: { marginLeft: 0 },
}));

const Text = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.inkSoft,
  fontSize: '1rem',
  lineHeight: 1.75,
}));

const Links = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${theme.space(4)} ${theme.space(8)}`,
  marginTop: theme.space(8),
  [theme.media.large]: { justifyContent: 'flex-start' },
}));

const Arrow = styled.svg({ flex: 'none', transition: 'transform 0.25s ease' });

const MoreLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(3),
  minHeight: '2.75rem',
  borderBottom: `1px solid ${theme.colour.gold}`,
  color: theme.colour.ink,
  font: `500 0.75rem/1 ${theme.font.body}`,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  transition: 'color 0.2s, border-color 0.2s',
  '&:hover': { color: theme.colour.goldDeep, borderColor: theme.colour.goldDeep },
  '&:hover svg': { transform: 'translateX(4px)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '3px' },
  '@media (prefers-reduced-motion: reduce)': { '&:hover svg': { transform: 'none' } },
}));
