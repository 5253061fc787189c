// @storefront/ui/address: the fields of one address with the Taiwan county/district cascade
// (checkout and the member's billing and delivery details).
// The part's texts come with it, not in the core's catalog on every page: added to every app's
// messages as the part loads (the core by its package name: one copy of it per page).
import { addPartCatalogs } from '@storefront/ui';
import { messages as en } from './locales/en/messages';
import { messages as zh } from './locales/zh-tw/messages';

addPartCatalogs({ 'zh-tw': zh, en });

export { TaiwanAddressFields, type AddressFieldName, type TaiwanAddressFieldsProps } from './taiwan-address-fields';
