import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';

interface DashboardCardProps {
  /** The title's id: the title names the card's section. */
  titleId: string;
  title: ReactNode;
  /** A short line above the title ('Mon abonnement'). */
  eyebrow?: string;
  /** An icon beside the title, on its palette's subtle colour. */
  icon?: { Icon: LucideIcon; palette: 'brand' | 'accent' };
  children: ReactNode;
}

/** A block of the dashboard: a section titled by its header, its content below, a link at its foot (`mt="auto"`). */
export function DashboardCard({ titleId, title, eyebrow, icon, children }: DashboardCardProps) {
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap="4" h="full">
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            {eyebrow && (
              <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                {eyebrow}
              </Text>
            )}
            <Heading as="h2" id={titleId} size="xl">
              {title}
            </Heading>
          </Stack>
          {icon && (
            <HStack justify="center" boxSize="11" rounded="xl" bg={`${icon.palette}.subtle`} color={`${icon.palette}.fg`} aria-hidden="true" flexShrink={0}>
              <icon.Icon size={22} />
            </HStack>
          )}
        </HStack>
        {children}
      </Stack>
    </Card>
  );
}
