/** The shop's toasts (sonner, top-centre), found as a screen reader finds them: the notifications region. */
import type { Locator, Page } from '@playwright/test';

export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}
