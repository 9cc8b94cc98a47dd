/**
 * The FAQ (§faq.tabs): three tabs, each an accordion in which one answer is open at a time; switching tabs
 * closes the open answer. Radix's tabs and accordion (keyboard and screen-reader behaviour included). Every answer is
 * in the page's HTML, so the questions are read and indexed before any script runs.
 */
import styled from '@emotion/styled';
import * as Accordion from '@radix-ui/react-accordion';
import * as Tabs from '@radix-ui/react-tabs';
import { ChevronDown } from 'lucide-react';
import { memo, useState } from 'react';
import { faqTabs } from '../lib/questions';

// Memoised: nothing the contact page holds changes it, and opening an enquiry form should not draw it again.
export const Faq = memo(function Faq() {
  const [tab, setTab] = useState(faqTabs[0]?.id ?? '');
  const [openAnswer, setOpenAnswer] = useState('');
  return (
    <Section aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setOpenAnswer('');
        }}
      >
        <TabList aria-label="Questions by subject">
          {faqTabs.map((subject) => (
            <Tabs.Trigger key={subject.id} value={subject.id}>
              {subject.title}
            </Tabs.Trigger>
          ))}
        </TabList>
        {faqTabs.map((subject) => (
          // Inactive panels stay in the HTML (hidden): every answer is indexable.
          <Tabs.Content key={subject.id} value={subject.id} forceMount hidden={subject.id !== tab}>
            <Accordion.Root type="single" collapsible value={openAnswer} onValueChange={setOpenAnswer}>
              {subject.questions.map((item) => (
                <Item key={item.id} value={`${subject.id}-${item.id}`}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger>
                        {item.question}
                        <ChevronDown aria-hidden="true" size={18} strokeWidth={1.5} />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content forceMount hidden={openAnswer !== `${subject.id}-${item.id}`}>
                    <p>{item.answer}</p>
                  </Accordion.Content>
                </Item>
              ))}
            </Accordion.Root>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  );
});

const Section = styled.section(({ theme }) => ({
  margin: `${theme.space(16)} 0`,
  h2: {
    margin: `0 0 ${theme.space(6)}`,
    font: `500 2rem/1.2 ${theme.font.display}`,
    color: theme.colour.ink,
  },
}));

const TabList = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  marginBottom: theme.space(6),
  borderBottom: `1px solid ${theme.colour.line}`,
  button: {
    minHeight: '2.75rem',
    padding: `0 ${theme.space(4)}`,
    border: 'none',
    borderBottom: '2px solid transparent',
    background: 'none',
    color: theme.colour.inkSoft,
    font: `500 0.8125rem/1 ${theme.font.body}`,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    cursor: 'pointer',
    '&[data-state="active"]': { color: theme.colour.ink, borderBottomColor: theme.colour.gold },
    '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '-2px' },
  },
}));

const Item = styled(Accordion.Item)(({ theme }) => ({
  borderBottom: `1px solid ${theme.colour.line}`,
  h3: { margin: 0 },
  button: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(4),
    width: '100%',
    minHeight: '3.5rem',
    padding: `${theme.space(3)} 0`,
    border: 'none',
    background: 'none',
    color: theme.colour.ink,
    font: `500 1.0625rem/1.4 ${theme.font.body}`,
    textAlign: 'left',
    cursor: 'pointer',
    svg: { flexShrink: 0, transition: 'transform 0.2s' },
    '&[data-state="open"] svg': { transform: 'rotate(180deg)' },
    '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
  },
  p: { margin: `0 0 ${theme.space(5)}`, maxWidth: '48rem', color: theme.colour.inkSoft, lineHeight: 1.7 },
}));
