// A dealership (GET /api/dealerships) as the service-center choices of the application form and the
// service-center page show it.
import type { Dealership } from '../contract/dealerships';

export interface ServiceCenter {
  id: number;
  name: string;
  address: string;
  phone: string;
}

export const toServiceCenter = (d: Dealership): ServiceCenter => ({ id: d.id, name: d.name, address: d.address, phone: d.phone });
