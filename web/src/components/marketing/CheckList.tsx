import { Box, List } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list of benefits or features, each with a check mark. */
export function CheckList({ items, color = 'fg' }: { items: readonly ReactNode[]; color?: string }) {
  return (
    <List.Root as="ul" gap="2.5" listStyle="none" color={color}>
      {items.map((item, index) => (
        <List.Item key={index} display="flex" alignItems="flex-start" gap="2.5">
          <Box as="span" mt="0.5" flexShrink={0} color="brand.600" aria-hidden>
            <Check size={18} strokeWidth={2.5} />
          </Box>
          <span>{item}</span>
        </List.Item>
      ))}
    </List.Root>
  );
}
