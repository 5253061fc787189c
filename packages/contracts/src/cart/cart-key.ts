// The local storage key of the cart, fixed by the specification (other pages of the site read it).
export const CART_STORAGE_KEY = 'quarter_cart';
