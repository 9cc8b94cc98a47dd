import {
  forgetHandedAnswer,
  handedAnswerScript,
  HANDED_ANSWER_ID,
  takeHandedAnswer,
  type HandedAnswer,
} from '../first-screen';

const answer: HandedAnswer = {
  remote: 'catalogue',
  call: 'listing',
  key: '["gemstones","Ruby",{},1]',
  value: { product: [{ name: 'A </script><!-- ruby \u2028 line' }] },
};

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
    expect(takeHandedAnswer('catalogue', 'listing', answer.key)).toEqual({ value: answer.value });
  });

  it('is given once, and only for its own remote, call and key', () => {
    document.body.innerHTML = handedAnswerScript(answer);

    expect(takeHandedAnswer('account', 'listing', answer.key)).toBeNull();
    expect(takeHandedAnswer('catalogue', 'product', answer.key)).toBeNull();
    expect(takeHandedAnswer('catalogue', 'listing', '["gemstones","Sapphire",{},1]')).toBeNull();
    expect(takeHandedAnswer('catalogue', 'listing', answer.key)).not.toBeNull();
    expect(takeHandedAnswer('catalogue', 'listing', answer.key)).toBeNull();
  });

  it('is nothing on a page without one, or with one that cannot be read', () => {
    expect(takeHandedAnswer('catalogue', 'listing', answer.key)).toBeNull();

    forgetHandedAnswer();
    document.body.innerHTML = `<script type="application/json" id="${HANDED_ANSWER_ID}">{not json</script>`;
    expect(takeHandedAnswer('catalogue', 'listing', answer.key)).toBeNull();
  });
});
