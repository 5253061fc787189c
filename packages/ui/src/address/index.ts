// @storefront/ui/address: the fields of one address with the Taiwan county/district cascade
// (checkout and the member's billing and delivery details).
export { TaiwanAddressFields, type AddressFieldName, type TaiwanAddressFieldsProps } from './taiwan-address-fields';
