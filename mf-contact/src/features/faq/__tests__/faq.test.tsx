import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '@gemstore/shared/testing';
import { createShopQueryClient } from '@gemstore/shared/data';
import { Faq } from '../components/faq';

const openFaq = () => renderInRemote(<Faq />, { remote: 'contact', queries: createShopQueryClient() });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('the FAQ (§faq.tabs)', () => {
  it('has three tabs of 5, 6 and 5 questions', async () => {
    openFaq();
    const user = userEvent.setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Discover Your Sparkle',
      'Crafting a Dream',
      'Wearing and Caring',
    ]);
    const counts: number[] = [];
    for (const tab of tabs) {
      await user.click(tab);
      counts.push(within(visiblePanel()).getAllByRole('button').length);
    }
    expect(counts).toEqual([5, 6, 5]);
  });

  it('keeps one answer open at a time, and closes it on a tab switch', async () => {
    openFaq();
    const user = userEvent.setup();
    const first = screen.getByRole('button', {
      name: 'How do I choose the right gemstore?'.replace('gemstore', 'gemstone'),
    });
    const second = screen.getByRole('button', { name: 'How is the quality of a coloured gemstone judged?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('tab', { name: 'Crafting a Dream' }));
    await user.click(screen.getByRole('tab', { name: 'Discover Your Sparkle' }));
    expect(
      screen.getByRole('button', { name: 'How is the quality of a coloured gemstone judged?' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('states the facts of §faq.facts: 4 to 8 weeks, no repair service, a yearly inspection, how to pay', () => {
    const { container } = openFaq();
    const text = container.textContent ?? '';
    expect(text).toMatch(/four to eight weeks/);
    expect(text).toMatch(/do not offer a repair service/);
    expect(text).toMatch(/inspection once a year/);
    expect(text).toMatch(/credit or debit card, or by bank transfer.*instalments/);
  });
});
