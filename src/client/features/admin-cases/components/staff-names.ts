import type { StaffMember } from '@shared/contracts/admin-people';

/** 'First Last', as the cases list names an owner. */
export function staffName(member: StaffMember): string {
  return `${member.firstName} ${member.lastName}`;
}

/** Staff in name order, so a long list is easy to scan. */
export function byStaffName(a: StaffMember, b: StaffMember): number {
  return staffName(a).localeCompare(staffName(b));
}
