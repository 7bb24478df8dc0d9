import { HStack, Progress } from '@chakra-ui/react';

/** The profile's completion, as a labelled bar. */
export function CompletionMeter({ percent, label = 'Profil complété' }: { percent: number; label?: string }) {
  return (
    <Progress.Root value={percent} colorPalette="brand" size="sm" aria-label={`${label} : ${percent} %`}>
      <HStack justify="space-between" mb="1.5" fontSize="sm">
        <Progress.Label fontWeight="medium">{label}</Progress.Label>
        <Progress.ValueText>{percent} %</Progress.ValueText>
      </HStack>
      <Progress.Track rounded="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
