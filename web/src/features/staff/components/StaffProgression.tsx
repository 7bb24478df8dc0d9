import { Skeleton, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import type { Progression } from '../../../../../shared/contract/progression-schemas';
import { ProgressionView } from '../../../components/progression/ProgressionView';
import { Block } from './MemberContext';

/**
 * The member's progression as the team reads it (issue 25): the member's own page, read-only, as the first block of
 * the member's context beside a ticket or a visio.
 */
export function StaffProgression({ query }: { query: UseQueryResult<Progression> }) {
  const title = query.data?.dog ? `Progression de ${query.data.dog.name}` : 'Progression';
  return (
    <Block icon={<TrendingUp size={16} aria-hidden="true" />} title={title}>
      {query.isPending ? (
        <Skeleton h="40" rounded="md" aria-busy="true" />
      ) : query.isError ? (
        <Text fontSize="sm" color="fg.error">
          Impossible de charger la progression : {query.error.message}
        </Text>
      ) : (
        <ProgressionView progression={query.data} reader="staff" headingLevel={4} compact />
      )}
    </Block>
  );
}
