/**
 * The contact page's three enquiry sections (§contact.page, §contact.bar): a heading, a few words and the
 * button that opens its form; and the contact bar above them, whose buttons go to a section and open its
 * form.
 */
import styled from '@emotion/styled';
import { CalendarDays, Gem, MessageSquare } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Button } from '@gemstore/shared';
import { enquiryKinds, enquiryText, type EnquiryKind } from '../lib/enquiry-kinds';

type Open = (kind: EnquiryKind, from: HTMLElement) => void;

const blurbs: Record<EnquiryKind, ReactNode> = {
  appointment:
    'See our stones in person at one of our partner cafés in Singapore, or meet our gemologist online. Choose a day and a time that suit you, and we will have the pieces you want to see ready.',
  customOrder:
    'Looking for a particular stone, or a piece made around one? Tell us what you have in mind and we will source it and design it with you. Most custom pieces take four to eight weeks.',
  leaveMessage:
    'A question about a stone, an order or a certificate? Write to us and we will reply within two working days.',
};

const icons: Record<EnquiryKind, ReactNode> = {
  appointment: <CalendarDays aria-hidden="true" size={28} strokeWidth={1.25} />,
  customOrder: <Gem aria-hidden="true" size={28} strokeWidth={1.25} />,
  leaveMessage: <MessageSquare aria-hidden="true" size={28} strokeWidth={1.25} />,
};

/*
 * Both are memoised: opening or closing a form changes the page's state, and should draw the form, not the page
 * again (a shopper's tap on a phone waited for the whole page to be drawn anew).
 */
export const ContactBar = memo(function ContactBar({ onOpen }: { onOpen: Open }) {
  return (
    <Bar aria-label="Contact us">
      {enquiryKinds.map((kind) => (
        <Button
          key={kind}
          type="button"
          variant="secondary"
          onClick={(event) => onOpen(kind, event.currentTarget)}
        >
          {enquiryText[kind].barLabel}
        </Button>
      ))}
    </Bar>
  );
});

export const EnquirySections = memo(function EnquirySections({ onOpen }: { onOpen: Open }) {
  return (
    <Sections>
      {enquiryKinds.map((kind) => {
        const { sectionId, title, openLabel } = enquiryText[kind];
        return (
          <Section key={kind} id={sectionId} aria-labelledby={`${sectionId}-title`}>
            {icons[kind]}
            <h2 id={`${sectionId}-title`}>{title}</h2>
            <p>{blurbs[kind]}</p>
            <Button type="button" onClick={(event) => onOpen(kind, event.currentTarget)}>
              {openLabel}
            </Button>
          </Section>
        );
      })}
    </Sections>
  );
});

const Bar = styled.nav(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  margin: `${theme.space(8)} 0`,
}));

const Sections = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  [theme.media.large]: { gridTemplateColumns: 'repeat(3, 1fr)' },
}));

const Section = styled.section(({ theme }) => ({
  scrollMarginTop: '7rem',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: theme.space(4),
  padding: theme.space(8),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.ivory,
  svg: { color: theme.colour.gold },
  h2: { margin: 0, font: `500 1.75rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
  p: { margin: 0, color: theme.colour.inkSoft, font: `400 1rem/1.7 ${theme.font.body}` },
}));
