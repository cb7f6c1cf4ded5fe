/** The shipping page's table (spec section 9). Checkout has its own, different methods. */
export interface ShippingMethodRow {
  id: string;
  method: string;
  deliveryTime: string;
  price: string;
  directPlusPrice: string;
}

export const shippingMethods: ShippingMethodRow[] = [
  {
    id: 'standard',
    method: 'Standard',
    deliveryTime: '5-7 business days',
    price: '$5.99',
    directPlusPrice: 'FREE',
  },
  {
    id: 'expedited',
    method: 'Expedited',
    deliveryTime: '2-3 business days',
    price: '$12.99',
    directPlusPrice: '$6.99',
  },
  {
    id: 'overnight',
    method: 'Overnight',
    deliveryTime: 'Next business day if ordered before 2pm ET',
    price: '$24.99',
    directPlusPrice: '$19.99',
  },
  {
    id: 'international',
    method: 'International',
    deliveryTime: '7-14 business days',
    price: 'Varies by destination',
    directPlusPrice: 'Reduced rates',
  },
];

export const PROCESSING_TIME = '1-2 business days';
export const PEAK_PROCESSING_TIME = 'up to 3 business days';
