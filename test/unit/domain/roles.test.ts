import { ROLES } from '../../../shared/domain/roles';

describe('staff roles (SPEC §3 user_roles)', () => {
  it('are admin and educator', () => {
    expect(ROLES).toEqual(['admin', 'educator']);
  });
});
