/**
 * The full-screen looping video of the home page (§home.hero) with the shop's name, the home shortcuts
 * (§home.shortcuts) and the sub-category dropdowns (§home.category-dropdown) over it.
 *
 * Layout never moves: the hero has a fixed height, and the media fill it absolutely. The poster is a plain <img>
 * under the video with a high fetch priority, so it is what paints first and the page's largest paint; the video
 * (same first frame) covers it once it plays. With reduced motion asked for, only the poster is shown.
 */
import { type Ref, useCallback, useState } from 'react';
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  gemstoneCategories,
  jewelleryCategories,
  Link,
  shop,
  usePrefersReducedMotion,
} from '@gemstore/shared';
import { CategoryDropdown } from './category-dropdown';
import { heroMedia } from './media';

export function Hero({ titleRef }: { titleRef?: Ref<HTMLHeadingElement> }) {
  const reducedMotion = usePrefersReducedMotion();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [paused, setPaused] = useState(false);
  // React sets `muted` only as a property; iOS reads the attribute before it lets a video play inline by itself.
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    if (element) {
      element.muted = true;
      element.defaultMuted = true;
      element.setAttribute('muted', '');
    }
    setVideo(element);
  }, []);

  return (
    <Stage aria-labelledby="home-title">
      <Media>
        <Poster
          src={heroMedia.poster}
          width={heroMedia.width}
          height={heroMedia.height}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
        {reducedMotion ? null : (
          <Video
            ref={attachVideo}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            poster={heroMedia.poster}
            width={heroMedia.width}
            height={heroMedia.height}
            aria-hidden="true"
            tabIndex={-1}
            disableRemotePlayback
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
          >
            <source src={heroMedia.webm} type="video/webm" />
            <source src={heroMedia.mp4} type="video/mp4" />
          </Video>
        )}
        <Scrim />
      </Media>
      <Content>
        <Eyebrow>Coloured gemstones · Singapore</Eyebrow>
        <Title id="home-title" ref={titleRef} tabIndex={-1}>
          {shop.name}
        </Title>
        <Tagline>{shop.vision}</Tagline>
        <Shortcuts>
          <PrimaryLink to="/gemstones/Featured">Shop featured gemstones</PrimaryLink>
          <SecondaryLink to="/jewellery/Rings">Shop rings</SecondaryLink>
        </Shortcuts>
        <Browse>
          <BrowseLabel>Browse</BrowseLabel>
          <CategoryDropdown label="Gemstones" section="gemstones" categories={gemstoneCategories} />
          <CategoryDropdown label="Jewellery" section="jewellery" categories={jewelleryCategories} />
        </Browse>
      </Content>
      {reducedMotion ? null : (
        // Moving content that starts by itself needs a way to stop it (WCAG 2.2.2).
        <PlayToggle
          type="button"
          aria-label={paused ? 'Play background video' : 'Pause background video'}
          onClick={() => {
            if (!video) return;
            if (video.paused) Promise.resolve(video.play()).catch(() => undefined);
            else video.pause();
          }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {paused ? (
              <path d="M4 2.5v9l7.5-4.5z" fill="currentColor" />
            ) : (
              <path d="M4.5 2.5v9M9.5 2.5v9" stroke="currentColor" strokeWidth="1.6" />
            )}
          </svg>
        </PlayToggle>
      )}
    </Stage>
  );
}

/** The colour of the video's velvet, so the frame is never white before the poster arrives. */
const velvet = '#0d0a0b';

const Stage = styled.section(({ theme }) => ({
  position: 'relative',
  height: '100vh',
  // Small viewport units: the mobile browser's bars do not resize the hero while scrolling (no shift).
  '@supports (height: 100svh)': { height: '100svh' },
  minHeight: '34rem',
  display: 'flex',
  alignItems: 'flex-end',
  background: velvet,
  color: theme.colour.ivory,
  [theme.media.large]: { alignItems: 'center' },
}));

/** On phones the stones sit in the upper part, above the words; on wide screens the frame fills the hero. */
const Media = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: '0 0 42% 0',
  overflow: 'hidden',
  [theme.media.large]: { inset: 0 },
}));

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  // Phones see a slice of the frame: the one with the ruby in the middle. Wide screens see nearly all of it.
  objectPosition: '74% 50%',
} as const;

const Poster = styled.img(({ theme }) => ({ ...fill, [theme.media.large]: { objectPosition: '50% 50%' } }));

/**
 * Reduced motion: React leaves the video and its toggle out, and until the page's code has run (the page arrives
 * drawn by the server, which cannot know, ADR 058) CSS hides them, so not a frame of the video moves.
 */
const stillForReducedMotion = { '@media (prefers-reduced-motion: reduce)': { display: 'none' } };

const Video = styled.video(({ theme }) => ({
  ...fill,
  [theme.media.large]: { objectPosition: '50% 50%' },
  ...stillForReducedMotion,
}));

/** Darkens where the words sit: the lower part on phones, the left on wide screens. */
const Scrim = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  // Phones: the picture fades into the velvet the words stand on.
  background: `linear-gradient(to top, ${velvet} 0%, rgba(13, 10, 11, 0.55) 25%, rgba(13, 10, 11, 0) 55%)`,
  [theme.media.large]: {
    background:
      'linear-gradient(90deg, rgba(13, 10, 11, 0.82) 0%, rgba(13, 10, 11, 0.55) 32%, rgba(13, 10, 11, 0) 58%), linear-gradient(to top, rgba(13, 10, 11, 0.45) 0%, rgba(13, 10, 11, 0) 30%)',
  },
}));

const Content = styled.div(({ theme }) => ({
  position: 'relative',
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${theme.space(10)} ${theme.space(6)} ${theme.space(10)}`,
  textAlign: 'center',
  [theme.media.medium]: { padding: `${theme.space(12)} ${theme.space(10)} ${theme.space(16)}` },
  [theme.media.large]: { padding: `${theme.space(12)} ${theme.space(16)}`, textAlign: 'left' },
  [theme.media.extraLarge]: { padding: `${theme.space(12)} ${theme.space(20)}` },
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  color: theme.colour.gold,
  font: `500 0.6875rem/1.5 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  textWrap: 'balance',
  [theme.media.medium]: { fontSize: '0.75rem', letterSpacing: '0.24em' },
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  font: `500 clamp(3.25rem, 2.2rem + 5vw, 6.75rem)/0.95 ${theme.font.display}`,
  letterSpacing: '0.01em',
  color: theme.colour.ivory,
  '&:focus': { outline: 'none' },
}));

const Tagline = styled.p(({ theme }) => ({
  maxWidth: '30rem',
  margin: `${theme.space(5)} auto 0`,
  color: 'rgba(248, 245, 239, 0.86)',
  font: `500 clamp(1.125rem, 0.95rem + 0.7vw, 1.5rem)/1.45 ${theme.font.display}`,
  textWrap: 'balance',
  [theme.media.large]: { marginLeft: 0 },
}));

/** One above the other and equally wide on phones, side by side from the medium breakpoint. */
const Shortcuts = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  maxWidth: '20rem',
  margin: `${theme.space(8)} auto 0`,
  [theme.media.medium]: { flexDirection: 'row', justifyContent: 'center', maxWidth: 'none' },
  [theme.media.large]: { justifyContent: 'flex-start', marginTop: theme.space(10) },
}));

const shortcut = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '3rem',
    padding: `0 ${theme.space(7)}`,
    border: '1px solid',
    borderRadius: theme.radius.small,
    font: `500 0.75rem/1 ${theme.font.body}`,
    letterSpacing: '0.16em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    transition: 'background 0.2s, color 0.2s, border-color 0.2s',
    '&:focus-visible': { outline: `2px solid ${theme.colour.ivory}`, outlineOffset: '3px' },
  }) as const;

const PrimaryLink = styled(Link)(({ theme }) => ({
  ...shortcut(theme),
  borderColor: theme.colour.ivory,
  background: theme.colour.ivory,
  color: theme.colour.ink,
  '&:hover': { background: theme.colour.paper, borderColor: theme.colour.paper },
}));

const SecondaryLink = styled(Link)(({ theme }) => ({
  ...shortcut(theme),
  borderColor: 'rgba(248, 245, 239, 0.55)',
  color: theme.colour.ivory,
  '&:hover': { borderColor: theme.colour.ivory, background: 'rgba(248, 245, 239, 0.08)' },
}));

const Browse = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${theme.space(1)} ${theme.space(5)}`,
  marginTop: theme.space(6),
  [theme.media.large]: { justifyContent: 'flex-start' },
}));

const BrowseLabel = styled.span(({ theme }) => ({
  color: 'rgba(248, 245, 239, 0.7)',
  font: `500 1.0625rem/1 ${theme.font.display}`,
}));

/** Top right on phones, out of the way of the words; bottom right on wide screens. */
const PlayToggle = styled.button(({ theme }) => ({
  position: 'absolute',
  top: theme.space(4),
  right: theme.space(4),
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: '1px solid rgba(248, 245, 239, 0.45)',
  borderRadius: theme.radius.round,
  background: 'rgba(13, 10, 11, 0.35)',
  color: theme.colour.ivory,
  cursor: 'pointer',
  transition: 'border-color 0.2s, background 0.2s',
  '&:hover': { borderColor: theme.colour.ivory, background: 'rgba(13, 10, 11, 0.6)' },
  '&:focus-visible': { outline: `2px solid ${theme.colour.ivory}`, outlineOffset: '3px' },
  [theme.media.large]: { top: 'auto', right: theme.space(8), bottom: theme.space(8) },
  ...stillForReducedMotion,
}));
