import type { SessionEndReason } from '@shop/shared-contracts/events/contract';
import { endSession } from '@shop/shared-platform/session/session';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedOutNotice } from './signed-out-notice';

setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

async function endOn(route: string, reason: SessionEndReason, language: 'du' | 'ar' = 'du') {
  await renderRemotePage(<SignedOutNotice />, {
    route,
    language,
    namespaces: ['translation'],
    session: { user },
  });
  act(() => endSession(reason));
}

describe('the signed-out notice', () => {
  it.each([
    ['du', 'Du wurdest abgemeldet, weil diese Sitzung beendet wurde'],
    ['ar', 'تم تسجيل خروجك لأن هذه الجلسة انتهت'],
  ] as const)('tells on sign-in that the API ended the session (%s)', async (language, text) => {
    await endOn('/signin?returnTo=%2Fmy-account', 'unauthorized', language);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(text);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing after the shopper logged out', async () => {
    await endOn('/signin', 'logout');
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });

  it('says nothing on other pages', async () => {
    await endOn('/store', 'unauthorized');
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });
});
