import { I18nextProvider, initReactI18next } from '@shop/shared-platform/i18n/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { addPlatformTexts, PLATFORM_TEXTS } from '../i18n/platform-texts';
import { PasswordField } from './password-field';
import { QueryError } from './query-error';
import { SubmitButton } from './submit-button';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'ar', resources: {} });
addPlatformTexts(i18n);
const ar = PLATFORM_TEXTS.ar;

const inI18n = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

afterEach(cleanup);

describe('QueryError', () => {
  it('says a read failed and retries on request', async () => {
    const retry = vi.fn();
    inI18n(<QueryError error={new ApiError('Server Error', 500)} onRetry={retry} />);
    // The alert's file loads after the first render (`lazy-alert.ts`).
    expect((await screen.findByRole('alert')).textContent).toContain(ar.query.failed);
    expect(screen.queryByText('Server Error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ar.query.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when the shop cannot be reached', async () => {
    inI18n(<QueryError error={new ApiError('Network Error', null)} onRetry={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain(ar.query.offline);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a translated toggle', () => {
    inI18n(<PasswordField label="Passwort" id="pw" />);
    const input = screen.getByLabelText('Passwort', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: ar.password.show }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: ar.password.hide })).toBeTruthy();
  });
});

describe('SubmitButton', () => {
  it('submits, and while busy ignores presses and Enter, keeping focus, with its busy label', () => {
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={submitted}>
        <input aria-label="Name" />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send
        </SubmitButton>
      </form>
    );
    const { rerender } = inI18n(form(false));
    const idle = screen.getByRole('button', { name: 'Send' });
    expect(idle.getAttribute('type')).toBe('submit');
    fireEvent.click(idle);
    expect(submitted).toHaveBeenCalledTimes(1);
    idle.focus();
    rerender(<I18nextProvider i18n={i18n}>{form(true)}</I18nextProvider>);
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
