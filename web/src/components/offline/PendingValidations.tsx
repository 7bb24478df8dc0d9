import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { usePendingValidations } from '../../lib/offline/pending';
import { Card } from '../ui/Card';

/**
 * The validations made on this device and not yet applied (issue 27): 'En attente de connexion', or refused by the
 * server with its French reason until the member dismisses it (never dropped silently). `ficheId`: that fiche's only.
 */
export function PendingValidations({ ficheId }: { ficheId?: string }) {
  const { state } = useAuth();
  const all = usePendingValidations();
  const items = ficheId ? all.filter((item) => item.ficheId === ficheId) : all;
  if (items.length === 0 || state.status !== 'signedIn') return null;
  const userId = state.user.sub;
  const dismiss = (key: string) => void import('../../lib/offline/queue').then((queue) => queue.dismiss(userId, key));
  return (
    <Card as="section" aria-labelledby="pending-validations-title" borderColor="orange.200" bg="orange.50">
      <Stack gap="3">
        <HStack gap="2">
          <CloudOff aria-hidden="true" size={20} />
          <Heading as="h2" id="pending-validations-title" size="md">
            Validations faites hors connexion
          </Heading>
        </HStack>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <HStack as="li" key={item.key} justify="space-between" gap="3" flexWrap="wrap">
              <Stack gap="0">
                <Text fontWeight="semibold">
                  {item.ficheTitle}
                  {item.repeat ? ' (séance refaite)' : ''}
                </Text>
                {item.refusal ? (
                  <Text color="fg.error" fontSize="sm">
                    Refusée : {item.refusal}
                  </Text>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    Validée le {new Date(item.validatedAt).toLocaleString('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}
                  </Text>
                )}
              </Stack>
              {item.refusal ? (
                <Button size="sm" variant="outline" onClick={() => dismiss(item.key)} aria-label={`Retirer la validation refusée de ${item.ficheTitle}`}>
                  Retirer
                </Button>
              ) : (
                <Badge colorPalette="orange" variant="subtle">
                  En attente de connexion
                </Badge>
              )}
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
