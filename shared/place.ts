/**
 * spec 3 "Local business place data": one business, as the places API answers it, as the business search stores
 * it (the localworks slice) and as the embedded sample set holds it.
 */
export interface Place {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}
