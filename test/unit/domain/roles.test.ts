import { ACCESS_LEVELS, hasAccess, isStaff, ROLES, staffArea, type AccessLevel, type Role } from '../../../shared/domain/roles';

describe('staff roles (SPEC §3 user_roles)', () => {
  it('are admin and educator', () => {
    expect(ROLES).toEqual(['admin', 'educator']);
  });
});

describe('hasAccess: admin ⊇ educator ⊇ member', () => {
  const reaches: Array<[readonly Role[], readonly AccessLevel[]]> = [
    [[], ['member']],
    [['educator'], ['member', 'educator']],
    [['admin'], ['member', 'educator', 'admin']],
    [['educator', 'admin'], ['member', 'educator', 'admin']],
  ];
  it.each(reaches)('roles %p reach %p and nothing else', (roles, levels) => {
    expect(ACCESS_LEVELS.filter((level) => hasAccess(roles, level))).toEqual(levels);
  });
});

describe('staff (issue 21)', () => {
  const areas: Array<[readonly Role[], boolean, Role | null]> = [
    [[], false, null],
    [['educator'], true, 'educator'],
    [['admin'], true, 'admin'],
    [['educator', 'admin'], true, 'admin'],
  ];
  it.each(areas)('roles %p: staff %p, working in the %p area', (roles, staff, area) => {
    expect(isStaff(roles)).toBe(staff);
    expect(staffArea(roles)).toBe(area);
  });
});
