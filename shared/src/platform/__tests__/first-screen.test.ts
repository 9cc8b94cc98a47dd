import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  forgetHandedAnswer,
  handedAnswerScript,
  HANDED_ANSWER_ID,
  takeHandedAnswer,
  type HandedAnswer,
} from '../first-screen';

/** A listing's answer as a server render leaves it, with text that could end the script element carrying it. */
function drawnListing(): HandedAnswer {
  const client = new QueryClient();
  client.setQueryData(['guest', 'product-list', { section: 'gemstones', category: 'Ruby' }], {
    product: [{ name: 'A </script><!-- ruby \u2028 line' }],
  });
  return { remote: 'catalogue', state: dehydrate(client) };
}
const answer = drawnListing();

afterEach(() => {
  document.body.innerHTML = '';
  forgetHandedAnswer();
});

describe('the handed answer', () => {
  it('travels in a script element that its own text cannot close, and reads back the same', () => {
    const script = handedAnswerScript(answer);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');

    document.body.innerHTML = script;
    expect(takeHandedAnswer('catalogue')).toEqual(answer.state);
  });

  it('is given once, and only to the remote that drew the page', () => {
    document.body.innerHTML = handedAnswerScript(answer);

    expect(takeHandedAnswer('account')).toBeNull();
    expect(takeHandedAnswer('catalogue')).not.toBeNull();
    expect(takeHandedAnswer('catalogue')).toBeNull();
  });

  it('is nothing on a page without one, or with one that cannot be read', () => {
    expect(takeHandedAnswer('catalogue')).toBeNull();

    forgetHandedAnswer();
    document.body.innerHTML = `<script type="application/json" id="${HANDED_ANSWER_ID}">{not json</script>`;
    expect(takeHandedAnswer('catalogue')).toBeNull();

    forgetHandedAnswer();
    document.body.innerHTML = `<script type="application/json" id="${HANDED_ANSWER_ID}">{"remote":"catalogue"}</script>`;
    expect(takeHandedAnswer('catalogue')).toBeNull();
  });
});
