import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../public/locales/en/translation.json';
import { RemotePage } from './remote-page';
import { registerShopRemotes } from './remote-registry';
import { REMOTE_UNAVAILABLE } from './runtime-plugins/fallback';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });

function OrdersPage() {
  return <h1>Orders from the remote</h1>;
}

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <RemotePage remote="account" module="./OrdersPage" />
    </I18nextProvider>,
  );
}

const config = {
  apiBaseUrl: 'http://api',
  storageBaseUrl: 'http://api/storage/',
  remotes: {
    catalog: 'http://c/mf-manifest.json',
    product: 'http://p/mf-manifest.json',
    cartCheckout: 'http://cc/mf-manifest.json',
    account: 'http://a/mf-manifest.json',
    auth: 'http://au/mf-manifest.json',
  },
};

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  registerShopRemotes(config);
});

describe('RemotePage', () => {
  it('loads the exposed module of the remote and renders it', async () => {
    runtime.loadRemote.mockResolvedValue({ default: OrdersPage });
    renderPage();
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('account/OrdersPage');
  });

  it('shows the unavailable panel, and retry re-registers the remote and loads again', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: { id: 'x', error: null } });
    runtime.loadRemote.mockResolvedValueOnce({ default: OrdersPage });
    renderPage();
    expect(await screen.findByText(en.remote.unavailableTitle)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: en.remote.retry }));
    expect(await screen.findByText('Orders from the remote')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'account', entry: config.remotes.account }],
      { force: true },
    );
  });

  it('catches a remote page that crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    renderPage();
    expect(await screen.findByText(en.remote.unavailableText)).toBeTruthy();
  });
});
