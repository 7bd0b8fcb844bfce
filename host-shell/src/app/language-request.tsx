import type { Language } from '@shop/shared-contracts/i18n/languages';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
} from 'react';

type RequestLanguage = (language: Language) => void;

interface LanguageRequest {
  /** The last language asked for (a new object per request, so asking twice is two requests). */
  requested: { language: Language } | null;
  request: RequestLanguage;
}

const LanguageRequestContext = createContext<LanguageRequest | null>(null);

/**
 * Changes the page's language only once every server-rendered part has hydrated. i18next's
 * instance is shared and mutable: changed at once, a part still waiting for its lazy code would
 * hydrate in the new language over the server's HTML in the old one (React error #418). The
 * request is a transition that changes this context, so React first hydrates every part still
 * dehydrated (waiting for its code if it must) and only then commits; the effect then switches
 * i18next, which every hydrated part follows.
 */
export function LanguageRequestProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const [requested, setRequested] = useState<LanguageRequest['requested']>(null);
  useEffect(() => {
    if (requested) void i18n.changeLanguage(requested.language);
  }, [i18n, requested]);
  // The context value changes with every request: that is what makes React hydrate first.
  const value = useMemo<LanguageRequest>(
    () => ({
      requested,
      request: (language) => startTransition(() => setRequested({ language })),
    }),
    [requested],
  );
  return <LanguageRequestContext value={value}>{children}</LanguageRequestContext>;
}

/** Asks for the page's language to change (see `LanguageRequestProvider`); outside it, at once. */
export function useRequestLanguage(): RequestLanguage {
  const context = use(LanguageRequestContext);
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return context?.request ?? ((language) => void i18n.changeLanguage(language));
}
