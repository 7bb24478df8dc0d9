import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  to: string;
}

/** An in-app navigation link that looks like a button (a link, not a button, for assistive technologies). */
export function ButtonLink({ to, children, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
