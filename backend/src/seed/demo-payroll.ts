import type { EntityManager } from 'typeorm';
import type { PayrollExportProfile } from '@groundwork/shared/domain';
import { DEMO_CATALOGUE, NORTHWIND_CATALOGUE } from './demo-data';

/**
 * The demo companies' export profiles (docs/payroll-file.md "Export profiles"): Demo Construction writes its rented
 * light tower under its rental job and keeps the standard CSV titles; Northwind Paving runs its pay periods on the
 * other week, leaves rental equipment out of the equipment file and downloads the alternate CSV titles.
 */
const DEMO_PROFILES: Array<{ company: string; profile: Omit<PayrollExportProfile, 'payrollHeader'> }> = [
  {
    company: DEMO_CATALOGUE.name,
    profile: { payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: 'DC-RENTAL', includeRentalEquipment: true, csvHeaderStyle: 'standard' },
  },
  {
    company: NORTHWIND_CATALOGUE.name,
    profile: { payPeriodStartsOn: '2026-01-11', rentalEquipmentJob: null, includeRentalEquipment: false, csvHeaderStyle: 'alternate' },
  },
];

/** Gives each demo company its export profile (the companies exist; their payrollHeader comes with them). */
export async function seedPayrollProfiles(m: EntityManager): Promise<void> {
  for (const { company, profile } of DEMO_PROFILES) {
    await m.query(
      'UPDATE company SET pay_period_starts_on = $2, rental_equipment_job = $3, include_rental_equipment = $4, csv_header_style = $5 WHERE name = $1',
      [company, profile.payPeriodStartsOn, profile.rentalEquipmentJob, profile.includeRentalEquipment, profile.csvHeaderStyle],
    );
  }
}
