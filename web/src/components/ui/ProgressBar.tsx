import { Box } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** How full the bar is, in percent (0 to 100). */
  value: number;
  /** What the bar measures, with its figure: the name screen readers give it ('Profil complété à 40 %'). */
  label: string;
  size?: 'sm' | 'md';
  colorPalette?: 'brand' | 'accent';
  /** The track's colour: the default grey, or white on a tinted card. */
  trackBg?: 'bg.muted' | 'bg.panel';
}

/**
 * A bar that shows a percentage, drawn like Chakra's Progress (its outline variant): an element with the progressbar
 * role, its value and bounds, and its name. Chakra's Progress runs a state machine per bar (zag's progress, ~3 KB
 * gzip with its recipe) for what a static figure does not need, and it names the bar with the bare number only.
 */
export function ProgressBar({ value, label, size = 'sm', colorPalette = 'brand', trackBg = 'bg.muted' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      colorPalette={colorPalette}
      h={size === 'md' ? '2.5' : '2'}
      bg={trackBg}
      shadow="inset"
      rounded="full"
      overflow="hidden"
    >
      <Box h="full" bg="colorPalette.solid" transitionProperty="width" transitionDuration="slow" style={{ width: `${percent}%` }} />
    </Box>
  );
}
