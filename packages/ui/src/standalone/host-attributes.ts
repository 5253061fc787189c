// What a host page tells a remote through its mount element's data attributes: the language, the
// API's base URL, the path the remote is served under, and screen-specific values such as the
// product slug, platform id and referral code.
import { parseLanguage, type Language } from '@storefront/contracts';

export type HostAttributes = {
  lang: Language;
  baseUrl: string;
  basePath: string;
  productSlug?: string;
  productPlatformId?: string;
  referralCode?: string;
};

export function readHostAttributes(element: HTMLElement): HostAttributes {
  const data = element.dataset;
  return {
    lang: parseLanguage(data.lang ?? document.documentElement.getAttribute('lang')),
    baseUrl: data.baseUrl ?? '',
    basePath: data.basePath || '/',
    productSlug: data.productSlug || undefined,
    productPlatformId: data.productPlatformId || undefined,
    referralCode: data.referralCode || undefined,
  };
}
