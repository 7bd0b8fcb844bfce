import type { RenderRequest } from '@shop/shared-contracts/render/render-contract';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import type { i18n } from 'i18next';
import { routeTitleKey } from '../app/route-titles';

export interface DocumentHeadInput {
  request: RenderRequest;
  i18n: i18n;
  queryClient: QueryClient;
  status: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's title and what search engines and link previews read. */
export function documentHead({ request, i18n }: DocumentHeadInput): string {
  const t = i18n.getFixedT(request.language);
  const { pathname } = new URL(request.url, request.origin);
  const key = routeTitleKey(pathname);
  const title = key ? t('pageTitle.format', { page: t(key) }) : t('brand.title');
  return `<title>${escapeHtml(title)}</title>`;
}
