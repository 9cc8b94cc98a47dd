/** The copy of a page left (issue 32, ADR 064): taken once, only by the area its leaving made way for, and still. */
import { rememberLeavingPage, takeLeavingPage } from '../held-page';

function aPage(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('is a copy of what the page showed, taken once, by an area that began to render before it was made', () => {
  const before = performance.now();
  rememberLeavingPage(aPage('<h1>Ruby</h1><p>24 pieces</p>'));
  const copy = takeLeavingPage(before);
  expect(copy?.innerHTML).toBe('<h1>Ruby</h1><p>24 pieces</p>');
  expect(takeLeavingPage(before)).toBeNull();
});

it('is not for an area that began to render after it was made (it was left for another screen)', () => {
  rememberLeavingPage(aPage('<h1>Ruby</h1>'));
  expect(takeLeavingPage(performance.now() + 1)).toBeNull();
});

it('plays no video: a copied hero keeps its poster and loads nothing', () => {
  const before = performance.now();
  rememberLeavingPage(aPage('<video autoplay muted loop preload="auto" poster="/media/poster.jpg"></video>'));
  const video = takeLeavingPage(before)?.querySelector('video');
  expect(video).not.toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).toHaveAttribute('poster', '/media/poster.jpg');
});
