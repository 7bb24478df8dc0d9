import { Heading, HStack, Portal, Stack, Text, Tooltip, chakra } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { DogTag } from '../../../../../shared/contract/dog-profile-schemas';
import { Card } from '../../../components/ui/Card';

/** The dog's behavioural tags; each tag's reason shows on hover and on keyboard focus (and is its description). */
export function BehaviourTagPanel({ tags }: { tags: readonly DogTag[] }) {
  return (
    <Card as="section" aria-labelledby="tags-title">
      <Stack gap="3">
        <Heading as="h2" id="tags-title" size="lg">
          Son profil comportemental
        </Heading>
        {tags.length === 0 ? (
          <Text color="fg.muted">Aucun besoin particulier repéré : place aux fondamentaux.</Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              Survole ou sélectionne un tag pour savoir d’où il vient.
            </Text>
            <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" m="0" p="0">
              {tags.map((tag) => (
                <li key={tag.tag}>
                  <Tooltip.Root recipe={tooltipSlotRecipe} openDelay={150} closeDelay={100} positioning={{ placement: 'top' }}>
                    <Tooltip.Trigger asChild>
                      <chakra.button
                        type="button"
                        px="3"
                        py="1"
                        rounded="full"
                        fontSize="sm"
                        fontWeight="medium"
                        bg="accent.subtle"
                        color="accent.fg"
                        borderWidth="1px"
                        borderColor="accent.muted"
                        cursor="help"
                      >
                        {tag.label}
                      </chakra.button>
                    </Tooltip.Trigger>
                    <Portal>
                      <Tooltip.Positioner>
                        <Tooltip.Content maxW="xs">
                          <Tooltip.Arrow>
                            <Tooltip.ArrowTip />
                          </Tooltip.Arrow>
                          {tag.reason}
                        </Tooltip.Content>
                      </Tooltip.Positioner>
                    </Portal>
                  </Tooltip.Root>
                </li>
              ))}
            </HStack>
          </>
        )}
      </Stack>
    </Card>
  );
}
