import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface TextLinkProps extends Omit<LinkProps, 'asChild' | 'href'> {
  to: string;
}

/** An in-app text link, underlined so it reads as a link inside a sentence. */
export function TextLink({ to, children, variant = 'underline', ...linkProps }: TextLinkProps) {
  return (
    <Link asChild variant={variant} {...linkProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
