import { Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { AreaLayout } from '../../../components/layout/AreaLayout';
import { navLinkStyle } from '../../../components/layout/navLinkStyle';
import { ADMIN_SECTIONS } from '../sections';

function AdminNavigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {ADMIN_SECTIONS.map(({ path, label, icon: Icon }) => (
        <li key={label}>
          <Link asChild display="flex" alignItems="center" gap="3" {...navLinkStyle}>
            <NavLink to={path ? `/admin/${path}` : '/admin'} end={path === ''} onClick={onNavigate}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/** The admin area (SPEC §2 Admin): its sections in the staff areas' frame. */
export default function AdminLayout() {
  return (
    <AreaLayout
      name="Administration"
      home="/admin"
      menuLabel="Ouvrir le menu d’administration"
      navigation={(onNavigate) => <AdminNavigation onNavigate={onNavigate} />}
    />
  );
}
