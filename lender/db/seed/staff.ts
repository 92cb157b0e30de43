// The users who are not customers (staff of each kind, a dealer), and what every persona shares: the
// service centers and the promise-to-pay collection code.
import type { SeedPlan } from './plan';

/** The four service centers (dealerships) the applications are made at, by key. */
export function serviceCenters(s: SeedPlan) {
  s.dealerships.push(
    { key: 'mainStreet', row: { name: 'Main Street Auto Care', phone: '5555550201', address: '120 Main Street, Denver, CO 80202' } },
    { key: 'lakeside', row: { name: 'Lakeside Tire & Brake', phone: '5555550202', address: '45 Lakeside Drive, Lakewood, CO 80226' } },
    { key: 'frontRange', row: { name: 'Front Range Transmission', phone: '5555550203', address: '9800 E Colfax Avenue, Aurora, CO 80010' } },
    { key: 'summit', row: { name: 'Summit Collision Center', phone: '5555550204', address: '2100 Pearl Street, Boulder, CO 80302' } },
  );
  s.collectionCodes.push({ name: 'customer_ptp', actionCodeNo: 'PTP', resultCodeNo: 'PR' });
}

/** care, dev, collector, staffer: role group admin with the cfs flag, one role each. */
export function staffOfEachRole(s: SeedPlan) {
  s.user('care', 'Carmen', 'Diaz', { roleGroup: 'admin', cfs: true });
  s.user('dev', 'Devin', 'Park', { roleGroup: 'admin', cfs: true });
  s.user('collector', 'Colin', 'Ward', { roleGroup: 'admin', cfs: true });
  s.user('staffer', 'Stacy', 'Hughes', { roleGroup: 'admin', cfs: true });
  s.roles.push(
    { user: 'care', name: 'CFS Customer Care Specialist' },
    { user: 'dev', name: 'CFS Development' },
    { user: 'collector', name: 'CFS Loan Account Specialist' },
    // Not one of spec 000 section 6's staff roles: sees pass/fail without the descriptions.
    { user: 'staffer', name: 'Dealer Support' },
  );
}

/** dealer: a user of another role group (the portal sends them to /home). */
export function dealerOfAnotherRoleGroup(s: SeedPlan) {
  s.user('dealer', 'Dale', 'Turner', { roleGroup: 'dealer' });
}
