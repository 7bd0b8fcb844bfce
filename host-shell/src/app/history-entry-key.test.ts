import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';

describe('the key of the document history entry', () => {
  function fakeHistory(state: unknown) {
    const history = {
      state,
      replaceState(next: unknown) {
        history.state = next;
      },
    };
    return history;
  }

  it('is given when the entry has none, keeping what the entry held', () => {
    const history = fakeHistory({ idx: 0 });
    keyHistoryEntry(history as unknown as History);
    expect(history.state).toEqual({ idx: 0, key: expect.stringMatching(/^[a-z0-9]{4,}$/) });
  });

  it('differs between two documents', () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    keyHistoryEntry(first as unknown as History);
    keyHistoryEntry(second as unknown as History);
    expect((first.state as { key: string }).key).not.toBe((second.state as { key: string }).key);
  });

  it('is kept on a reload (the entry still has its key)', () => {
    const history = fakeHistory({ key: 'abc123', idx: 2 });
    keyHistoryEntry(history as unknown as History);
    expect(history.state).toEqual({ key: 'abc123', idx: 2 });
  });
});
