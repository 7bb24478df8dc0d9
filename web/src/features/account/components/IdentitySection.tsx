import { DataList, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/Card';
import { useMe } from '../../../lib/api';

export const IDENTITY_SECTION_ID = 'identite';

/** Who the member is to the service (issue 22): their first name and the address their account and e-mails use. */
export function IdentitySection() {
  const me = useMe();
  return (
    <Card as="section" aria-labelledby={`${IDENTITY_SECTION_ID}-titre`} id={IDENTITY_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id={`${IDENTITY_SECTION_ID}-titre`}>
          Mes informations
        </Heading>
        {me.isPending ? (
          <Skeleton height="16" />
        ) : me.isError ? (
          <Text color="fg.error">Tes informations n’ont pas pu être lues. Recharge la page.</Text>
        ) : (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Prénom</DataList.ItemLabel>
              <DataList.ItemValue>{me.data.profile.firstName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Adresse e-mail</DataList.ItemLabel>
              <DataList.ItemValue overflowWrap="anywhere">{me.data.profile.email}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Stack>
    </Card>
  );
}
