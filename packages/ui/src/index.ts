// The design system and React glue shared by the shell and every remote (a federation singleton).
// Its style sheets, those of the order and list parts too, come with it in one file (the shell's
// main.css): a page the server renders then shows those parts styled before any remote's chunk
// loads, and no remote's style sheet moves them once it does.
import './styles/ui.css';
import './orders/orders.css';
import './lists/lists.css';

export { api, configureApi, type ApiClient } from './api/api-client';
export { useApiData, type ApiData, type ApiDataOptions } from './api/use-api-data';
export { FIRST_SCREEN_DATA_ID, firstScreenKey, holdFirstScreenData, readFirstScreenData } from './api/first-screen-data';
export { ApiDataFallback, ApiDataView } from './api/api-data-view';
export { addPartCatalogs, AppI18nProvider, createAppI18n } from './i18n/app-i18n-provider';
export { defineCatalogs, preloadLanguage, type CatalogLoader, type CatalogSource, type Catalogs } from './i18n/catalogs';
export { readDocumentLanguage, rememberedLanguage, setLanguage, useLanguage } from './i18n/language';
export { serverDocumentTitle, useDocumentTitle, type DocumentTitleOptions } from './document/use-document-title';
export { createServerRender, ServerRenderContext, type ServerRender } from './server/server-render-context';
export { useNavigateTo } from './navigation/use-navigate-to';
export { Badge, type BadgeTone } from './components/badge';
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './components/button';
export { LinkButton, type LinkButtonProps } from './components/link-button';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm-button';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { StateIllustration, type StateKind } from './components/state-illustration';
export { ErrorState } from './components/error-state';
export { LoadingState } from './components/loading-state';
export { NotificationViewport, notify, useNotifications } from './components/notifications';
export { Price } from './components/price';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { Spinner } from './components/spinner';
export { Tabs, type TabItem } from './components/tabs';
export { TableHead } from './components/table-head';
export { readHostAttributes, type HostAttributes } from './standalone/host-attributes';
export { mountStandalone } from './standalone/mount-standalone';
export { Field } from './forms/field';
export { useValidationText } from './forms/validation-text';
export { failureText, useFailureText, type FailureFormat } from './forms/failure-text';
export { FormFailure } from './forms/form-failure';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './navigation/links';
export { RedirectToLogin } from './navigation/redirect-to-login';
export { useSiteNavigate } from './navigation/use-site-navigate';
export { MemberNav, memberNavPlace, type MemberNavTab } from './navigation/member-nav';
export { NotFoundState } from './components/not-found-state';
export { lazyComponent, whenIdle, type LazyComponent } from './loading/deferred';
// Loaded on every page; what only some pages use is a part of its own, a federation-shared
// module of its own (packages/build SINGLETONS) that imports this core by the package name:
//   @storefront/ui/address: the Taiwan address fields (with the address data they need);
//   @storefront/ui/orders: order status and payment type labels, the cancel-order button;
//   @storefront/ui/forms: the form of a call (useEndpointForm), with react-hook-form.
