import { codeIn, InboxUnavailableError, isCodeMail, localInbox, MAIL_WAIT_MS } from '../inbox';

type Mail = { id: string; subject: string; text: string; to: { address: string }[] };

const to = (address: string) => [{ address }];
const mail = (id: string, subject: string): Mail => ({ id, subject, text: '', to: to('tess@gemstore.test') });

/** What fetch answers (jsdom has no Response of its own): the parts the inbox reads. */
const answer = (body: unknown, { status = 200, type = 'application/json' } = {}) =>
  ({
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name === 'content-type' ? type : null) },
    json: async () => body,
  }) as unknown as Response;

let inbox: Mail[] = [];
const fetchMock = jest.fn(async (url: string) => {
  void url;
  return answer(inbox);
});

beforeEach(() => {
  jest.useFakeTimers();
  inbox = [];
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => jest.useRealTimers());

describe('the local inbox, on the standalone page’s origin (ADR 056)', () => {
  it("asks maildev's REST API through the page's own origin, for the test shopper's mails only", async () => {
    await localInbox.seen('tess@gemstore.test');
    expect(fetchMock).toHaveBeenCalledWith('/dev-inbox/api/email?to.address=tess%40gemstore.test');
  });

  it('gives the newest mail that arrived since, never a code it had before', async () => {
    inbox = [mail('1', '111111 is your Gemstore verification code')];
    const seen = await localInbox.seen('tess@gemstore.test');
    const waiting = localInbox.next('tess@gemstore.test', seen, isCodeMail);

    // Nothing new at first: it asks again every 250 ms.
    await jest.advanceTimersByTimeAsync(250);
    inbox.push(mail('2', '222222 is your Gemstore verification code'));
    await jest.advanceTimersByTimeAsync(250);

    expect(codeIn(await waiting)).toBe('222222');
  });

  it('gives up after 20 s, saying where it looked', async () => {
    expect(MAIL_WAIT_MS).toBe(20_000);
    const waiting = localInbox.next('tess@gemstore.test', new Set(), isCodeMail);
    const failed = expect(waiting).rejects.toThrow(
      'No mail reached tess@gemstore.test in the local inbox within 20 s: does the API send its mail there (no SMTP_URL)?',
    );
    await jest.advanceTimersByTimeAsync(20_250);
    await failed;
  });

  it('says the inbox is not there when the origin answers its page instead (no proxy, no inbox)', async () => {
    fetchMock.mockResolvedValueOnce(answer('<html></html>', { type: 'text/html' }));
    const seen = localInbox.seen('tess@gemstore.test');
    await expect(seen).rejects.toBeInstanceOf(InboxUnavailableError);
    fetchMock.mockResolvedValueOnce(answer({}, { status: 502 }));
    await expect(localInbox.seen('tess@gemstore.test')).rejects.toThrow(
      'The local mail inbox did not answer at /dev-inbox',
    );
  });
});
