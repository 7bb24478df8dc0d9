import { Box, HStack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../../../components/ui/ProgressBar';

/** The profile's completion, as a labelled bar. */
export function CompletionMeter({ percent, label = 'Profil complété' }: { percent: number; label?: string }) {
  return (
    <Box textStyle="sm">
      <HStack justify="space-between" mb="1.5" fontSize="sm">
        <Text fontWeight="medium">{label}</Text>
        <Text textStyle="xs" lineHeight="1" fontWeight="medium">
          {percent} %
        </Text>
      </HStack>
      <ProgressBar value={percent} label={`${label} : ${percent} %`} />
    </Box>
  );
}
