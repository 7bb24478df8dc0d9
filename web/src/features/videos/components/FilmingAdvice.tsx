import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Clock, Dog, Target, Volume2 } from 'lucide-react';
import { VIDEO_MAX_SECONDS } from '../../../../../shared/domain/videos';
import { Card } from '../../../components/ui/Card';

const ADVICE = [
  { Icon: Dog, title: 'Ton chien en entier dans le cadre', text: 'De la tête à la queue, pattes comprises : l’éducateur lit sa posture autant que ses gestes.' },
  { Icon: Volume2, title: 'Le son activé', text: 'Ta voix, tes consignes et les bruits autour comptent pour comprendre sa réaction.' },
  { Icon: Target, title: 'Un seul comportement', text: 'Un exercice ou une situation par vidéo : l’éducateur te répond précisément.' },
  { Icon: Clock, title: `${VIDEO_MAX_SECONDS / 60} minutes au plus`, text: 'Garde le passage qui montre l’exercice, du début à la fin.' },
] as const;

/** The filming advice, shown before the member picks or films a video (issue 26). */
export function FilmingAdvice() {
  return (
    <Card as="section" aria-labelledby="advice-title">
      <Stack gap="4">
        <Heading as="h2" id="advice-title" size="lg">
          Avant de filmer
        </Heading>
        <List.Root as="ul" gap="3" listStyleType="none" ms="0">
          {ADVICE.map(({ Icon, title, text }) => (
            <List.Item key={title}>
              <HStack align="flex-start" gap="3">
                <HStack justify="center" boxSize="8" flexShrink="0" rounded="lg" bg="accent.subtle" color="accent.fg" aria-hidden="true">
                  <Icon size={18} />
                </HStack>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {text}
                  </Text>
                </Stack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Card>
  );
}
