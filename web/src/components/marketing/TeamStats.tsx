import { SimpleGrid, Stack, Text } from '@chakra-ui/react';

export interface TeamStat {
  value: string;
  label: string;
}

/** Key figures as a description list (the figure describes its label). */
export function TeamStats({ stats, onBrand = false }: { stats: readonly TeamStat[]; onBrand?: boolean }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: stats.length }} gap={{ base: '6', md: '10' }}>
      {stats.map((stat) => (
        <Stack key={stat.label} gap="1" textAlign="center" direction="column-reverse">
          <Text as="dt" fontSize="md" color={onBrand ? 'fg.onBrand' : 'fg.muted'}>
            {stat.label}
          </Text>
          <Text as="dd" fontFamily="heading" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="600" lineHeight="1"
            color={onBrand ? 'white' : 'brand.800'}>
            {stat.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
