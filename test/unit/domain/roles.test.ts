import { ACCESS_LEVELS, hasAccess, ROLES, type AccessLevel, type Role } from '../../../shared/domain/roles';

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
