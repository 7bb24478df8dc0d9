import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Copy, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { pointsLabel, POINTS_RULES } from '../../../../../shared/domain/points';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { Card } from '../../../components/ui/Card';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { useShareLink } from '../api/share';

const canWebShare = () => typeof navigator.share === 'function';

/**
 * 'Partager' on a completed fiche (issue 10's verified share): gets the member's link, then offers to copy it or,
 * where the browser can, to hand it to the system's share sheet. The link pays +3 once someone else opens it.
 */
export function ShareFicheCard({ ficheId, title }: { ficheId: string; title: string }) {
  const share = useShareLink();
  const linkInput = useRef<HTMLInputElement>(null);
  const url = share.data?.url;

  const requestLink = () =>
    share.mutate(ficheId, {
      onError: (error) => toaster.create({ type: 'error', title: ERRORS.shareLink, description: isApiError(error) ? error.message : undefined }),
    });

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toaster.create({ type: 'success', ...SUCCESS.shareLinkCopied });
    } catch {
      linkInput.current?.select();
      toaster.create({ type: 'error', ...ERRORS.shareLinkCopy });
    }
  };

  const webShare = async (link: string) => {
    try {
      await navigator.share({ title, text: `J’ai réussi « ${title} » avec mon chien sur La Meute !`, url: link });
    } catch {
      // Closed by the member, or refused by the browser: the copy button is still there.
    }
  };

  return (
    <Card as="section" aria-labelledby="share-title">
      <Stack gap="4">
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h2" id="share-title" size="lg">
              Partage ta réussite
            </Heading>
            <Text color="fg.muted">
              Envoie cette fiche à un ami : {pointsLabel(POINTS_RULES.verifiedShare, { sign: true })} quand quelqu’un d’autre ouvre ton lien, une fois par fiche.
            </Text>
          </Stack>
          {!url && (
            <Button colorPalette="brand" variant="outline" loading={share.isPending} loadingText="Création du lien…" onClick={requestLink}>
              <Share2 aria-hidden="true" /> Partager
            </Button>
          )}
        </HStack>
        {url && (
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
            <Field.Root flex="1">
              <Field.Label>Lien de partage</Field.Label>
              <Input ref={linkInput} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
            </Field.Root>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="brand" onClick={() => void copy(url)}>
                <Copy aria-hidden="true" /> Copier le lien
              </Button>
              {canWebShare() && (
                <Button variant="outline" colorPalette="brand" onClick={() => void webShare(url)}>
                  <Share2 aria-hidden="true" /> Partager…
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
