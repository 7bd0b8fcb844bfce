import { cartKey } from '@shop/shared-contracts/query/query-keys';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landedOn, renderRemotePage } from './render-remote-page';

const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

function Probe() {
  const { t } = useTranslation('platform');
  const { status, user } = useSession();
  return (
    <section>
      <p>{`${status} ${user?.name ?? '-'}`}</p>
      <p>{t('query.retry')}</p>
      <Link to="/elsewhere?x=1">away</Link>
    </section>
  );
}

describe('renderRemotePage', () => {
  it('renders in the language with real texts and the given session', async () => {
    await renderRemotePage(<Probe />, {
      route: '/here',
      namespaces: [],
      language: 'du',
      session: { user },
    });
    expect(screen.getByText('signed-in Sam')).toBeTruthy();
    expect(screen.getByText('Erneut versuchen')).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).toBeNull();
  });

  it('starts visitors signed out and stored tokens checking', async () => {
    await renderRemotePage(<Probe />, { route: '/here', namespaces: [] });
    expect(screen.getByText('signed-out -')).toBeTruthy();
    cleanup();
    await renderRemotePage(<Probe />, { route: '/here', namespaces: [], session: 'checking' });
    expect(screen.getByText('checking Stored Shopper')).toBeTruthy();
  });

  it('shows where a link leads and wires the query client to the shop events', async () => {
    const { queryClient } = await renderRemotePage(<Probe />, { route: '/here', namespaces: [] });
    queryClient.setQueryData(cartKey, []);
    emitShopEvent('shop:cart:changed', {});
    expect(queryClient.getQueryState(cartKey)?.isInvalidated).toBe(true);
    screen.getByRole('link', { name: 'away' }).click();
    expect(await screen.findByText('page /elsewhere?x=1')).toBeTruthy();
    expect(landedOn('/elsewhere?x=1')).not.toBeNull();
  });
});
