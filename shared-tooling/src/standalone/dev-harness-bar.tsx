import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { endSession, startSession } from '@shop/shared-platform/session/session';
import { useSession } from '@shop/shared-platform/session/use-session';
import { AppBar, Button, Stack, Toolbar, Typography } from '@shop/shared-platform/ui/mui-core';
import { ButtonGroup } from '@shop/shared-platform/ui/mui-page';
import type { ReactNode } from 'react';
import { useState } from 'react';

/** The demo shopper shop-api seeds on first start. */
export const DEMO_SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!' };
const LANGUAGES: Language[] = ['du', 'ar', 'en'];

interface DevHarnessBarProps {
  remote: RemoteName;
  /** Links to the remote's pages. */
  children?: ReactNode;
}

/**
 * Developer toolbar of a remote running alone: switches language and signs the demo shopper in
 * or out through the real API, standing in for the host's header. Not part of the shop UI.
 */
export function DevHarnessBar({ remote, children }: DevHarnessBarProps) {
  const { i18n } = useTranslation(remote);
  const { status, user } = useSession();
  const [error, setError] = useState<string | null>(null);

  // init-i18n's languageChanged listener sets <html lang dir> and announces the change.
  const changeLanguage = (language: Language) => void i18n.changeLanguage(language);

  const signIn = async () => {
    setError(null);
    try {
      const result = await callApi('POST /v1/login', {
        body: { ...DEMO_SHOPPER, remember_me: true },
      });
      // Asked for without `session: 'cookie'`, so the answer carries the token.
      if (!result.token) throw new Error('The sign-in answer carries no token.');
      startSession({ token: result.token, user: result.user, remember: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    }
  };

  const signOut = () => endSession('logout');

  return (
    <AppBar position="static" color="default" data-testid="dev-harness">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">mfe: {remote} (standalone)</Typography>
        <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
          {children}
        </Stack>
        <ButtonGroup size="small" aria-label="language">
          {LANGUAGES.map((language) => (
            <Button
              key={language}
              variant={i18n.language === language ? 'contained' : 'outlined'}
              onClick={() => changeLanguage(language)}
            >
              {language}
            </Button>
          ))}
        </ButtonGroup>
        {status !== 'signed-out' ? (
          <Button size="small" onClick={signOut}>
            Sign out {user?.email ?? ''}
          </Button>
        ) : (
          <Button size="small" onClick={() => void signIn()}>
            Sign in demo shopper
          </Button>
        )}
        {error && <Typography color="error">{error}</Typography>}
      </Toolbar>
    </AppBar>
  );
}
