// The packages the shell's server build hands to the remotes' server bundles: they leave them out
// (packages/build server-render.js isSharedRequest) and require them from here at run time, so the
// server holds one copy of React, of the router, of lingui, of contracts and of ui, the same ones
// the frame renders with (a second React would break hooks; a second ui, the language).
import * as lingui from '@lingui/core';
import * as linguiReact from '@lingui/react';
import * as contracts from '@storefront/contracts';
import * as contractsAddress from '@storefront/contracts/address';
import * as contractsCheckout from '@storefront/contracts/checkout';
import * as contractsCsv from '@storefront/contracts/csv';
import * as contractsEndpoints from '@storefront/contracts/endpoints';
import * as contractsMember from '@storefront/contracts/member';
import * as contractsMerchant from '@storefront/contracts/merchant';
import * as contractsOperator from '@storefront/contracts/operator';
import * as contractsOrders from '@storefront/contracts/orders';
import * as contractsProduct from '@storefront/contracts/product';
import * as ui from '@storefront/ui';
import * as uiAddress from '@storefront/ui/address';
import * as uiForms from '@storefront/ui/forms';
import * as uiLists from '@storefront/ui/lists';
import * as uiOrders from '@storefront/ui/orders';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';

export const SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': reactRouterDom,
  zustand,
  '@lingui/core': lingui,
  '@lingui/react': linguiReact,
  '@storefront/contracts': contracts,
  '@storefront/contracts/product': contractsProduct,
  '@storefront/contracts/member': contractsMember,
  '@storefront/contracts/checkout': contractsCheckout,
  '@storefront/contracts/orders': contractsOrders,
  '@storefront/contracts/merchant': contractsMerchant,
  '@storefront/contracts/operator': contractsOperator,
  '@storefront/contracts/address': contractsAddress,
  '@storefront/contracts/endpoints': contractsEndpoints,
  '@storefront/contracts/csv': contractsCsv,
  '@storefront/ui': ui,
  '@storefront/ui/address': uiAddress,
  '@storefront/ui/orders': uiOrders,
  '@storefront/ui/forms': uiForms,
  '@storefront/ui/lists': uiLists,
};
