/**
 * The custom jewellery process (§services.page): four blocks of text, the three ways to choose a stone, and
 * 'Start Today', which goes to the contact page's custom-order form (§services.start-today: after 50 ms).
 */
import styled from '@emotion/styled';
import { Compass, Gem, Hand } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, CUSTOM_ORDER_SECTION_ID, useNavigate } from '@gemstore/shared';

/** §services.start-today: 'Start Today' goes to /contact 50 ms after it is pressed. */
export const START_TODAY_DELAY_MS = 50;

/**
 * `id` labels each block's section: one word, as an id list in aria-labelledby is split at spaces (a title as the id
 * would leave the section without a name).
 */
const blocks = [
  {
    id: 'block-made-around-your-stone',
    title: 'Made around your stone',
    text: 'Every custom piece starts with the stone. We help you choose it for its colour and character, then design the setting to show it at its best and to suit the way you will wear it.',
  },
  {
    id: 'block-a-conversation-first',
    title: 'A conversation first',
    text: 'Tell us about the occasion, the person and the style you love, in person at one of our partner cafés or online. We sketch ideas with you and agree the design and the price before anything is made.',
  },
  {
    id: 'block-crafted-by-hand',
    title: 'Crafted by hand',
    text: 'Our goldsmiths make each piece by hand in gold or platinum. Most custom orders take four to eight weeks from your approval of the design.',
  },
  {
    id: 'block-yours-to-keep-well',
    title: 'Yours to keep well',
    text: 'Your piece comes with the stone’s report and our own description. Bring it back once a year and we will inspect the setting at no charge.',
  },
] as const;

const stoneChoices = [
  {
    title: 'Browse our Collection',
    text: 'Choose from our loose sapphires, rubies, emeralds and diamonds, each described and many certified.',
    icon: <Gem aria-hidden="true" size={28} strokeWidth={1.25} />,
  },
  {
    title: 'Bring your Own',
    text: 'Have a family stone or one you love? We inspect it and design a new setting around it.',
    icon: <Hand aria-hidden="true" size={28} strokeWidth={1.25} />,
  },
  {
    title: 'Start an Adventure',
    text: 'Tell us what you dream of and we will source the stone for you from our trusted dealers.',
    icon: <Compass aria-hidden="true" size={28} strokeWidth={1.25} />,
  },
] as const;

export function CustomProcess() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const startToday = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => navigate(`/contact#${CUSTOM_ORDER_SECTION_ID}`), START_TODAY_DELAY_MS);
  };

  return (
    <>
      <Blocks>
        {blocks.map((block) => (
          <section key={block.id} aria-labelledby={block.id}>
            <h2 id={block.id}>{block.title}</h2>
            <p>{block.text}</p>
          </section>
        ))}
      </Blocks>
      <Choices aria-labelledby="stone-choices-title">
        <h2 id="stone-choices-title">Choose your stone</h2>
        <ul>
          {stoneChoices.map((choice) => (
            <li key={choice.title}>
              {choice.icon}
              <h3>{choice.title}</h3>
              <p>{choice.text}</p>
            </li>
          ))}
        </ul>
        <Button type="button" onClick={startToday}>
          Start Today
        </Button>
      </Choices>
    </>
  );
}

const Blocks = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(8),
  margin: `${theme.space(10)} 0`,
  [theme.media.medium]: { gridTemplateColumns: '1fr 1fr' },
  h2: {
    margin: `0 0 ${theme.space(3)}`,
    font: `500 1.75rem/1.2 ${theme.font.display}`,
    color: theme.colour.ink,
  },
  p: { margin: 0, color: theme.colour.inkSoft, lineHeight: 1.7 },
}));

const Choices = styled.section(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space(6),
  margin: `${theme.space(12)} 0`,
  padding: theme.space(8),
  background: theme.colour.ivory,
  h2: { margin: 0, font: `500 2rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
  ul: {
    display: 'grid',
    gap: theme.space(6),
    width: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [theme.media.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  li: { display: 'grid', gap: theme.space(2), alignContent: 'start', svg: { color: theme.colour.gold } },
  h3: { margin: 0, font: `500 1.375rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
  p: { margin: 0, color: theme.colour.inkSoft, lineHeight: 1.7 },
}));
