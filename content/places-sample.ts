import type { Place } from '../shared/place.ts';

// The embedded sample set of the business autocomplete, used when PLACES_API_URL is unset (CONTRACT.md).
// Fictional businesses; phone numbers in the 555-01xx range reserved for fiction.
export const samplePlaces: readonly Place[] = [
  {
    name: 'Harbor Cafe',
    address: '120 Bay Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phone: '(207) 555-0114',
  },
  {
    name: 'Harbor Hardware',
    address: '45 Dock Road',
    city: 'Mystic',
    state: 'CT',
    zip: '06355',
    phone: '(860) 555-0123',
  },
  {
    name: 'Harborview Dental',
    address: '300 Shore Drive',
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    phone: '(619) 555-0147',
  },
  {
    name: 'Maple Street Bakery',
    address: '18 Maple Street',
    city: 'Burlington',
    state: 'VT',
    zip: '05401',
    phone: '(802) 555-0131',
  },
  {
    name: 'Summit Fitness Studio',
    address: '900 Peak Avenue',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    phone: '(303) 555-0166',
  },
  {
    name: 'Lakeside Auto Repair',
    address: '77 Lake Road',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    phone: '(608) 555-0158',
  },
  {
    name: 'Green Leaf Landscaping',
    address: '5 Garden Lane',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '(512) 555-0172',
  },
  {
    name: 'Blue Door Books',
    address: '210 Main Street',
    city: 'Asheville',
    state: 'NC',
    zip: '28801',
    phone: '(828) 555-0189',
  },
];
