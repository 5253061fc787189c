// The help and policy pages as the routes show them, each in the page language with the policies'
// own catalog. This module is fetched when one of their paths opens (routes.tsx): their long texts
// are not part of the main.js every page of the shop downloads first.
import { AppI18nProvider } from '@storefront/ui';
import type { ComponentType } from 'react';
import { policyCatalogs } from '../locales/policy-catalogs';
import { EarnPointsPage } from './earn-points-page';
import { ReturnPolicyPage } from './return-policy-page';
import { TermsPage } from './terms-page';

export type PolicyName = 'terms' | 'return' | 'earnpoints';

const PAGES: Record<PolicyName, ComponentType> = { terms: TermsPage, return: ReturnPolicyPage, earnpoints: EarnPointsPage };

export function PolicyRoute({ name }: { name: PolicyName }) {
  const Page = PAGES[name];
  return (
    <AppI18nProvider catalogs={policyCatalogs}>
      <Page />
    </AppI18nProvider>
  );
}
