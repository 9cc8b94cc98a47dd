/** A shopper using the keyboard only: Tab to a control, type, Enter. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab, `backwards`) until `target` has the focus, at most `presses` times: the number says how
 * far the control may be from where the focus is (the next field of a form is one or two away; the header's links
 * need more).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  presses: number,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  for (let pressed = 0; pressed <= presses; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (pressed < presses) await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with at most ${presses} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Tab to a field, then type into it as a person would. */
export async function typeInto(page: Page, field: Locator, text: string, presses = 2): Promise<void> {
  await tabTo(page, field, presses);
  await page.keyboard.type(text);
}
