import type { LinkProps } from '@chakra-ui/react';

/** How a navigation link looks in every menu (header, mobile menu, admin sidebar); the current page stands out. */
export const navLinkStyle = {
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _currentPage: { color: 'brand.fg', bg: 'brand.subtle' },
} as const satisfies LinkProps;
