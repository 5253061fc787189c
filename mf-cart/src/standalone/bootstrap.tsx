// The cart alone on a stand-in host page, for QA and feature development.
import { mountStandalone } from '@storefront/ui';
import ExposedCartApp from '../exposes/cart-app';

mountStandalone(() => <ExposedCartApp view="cart" />);
