import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

const Details = chakra('details');

/** French typography: a no-break space before ? ! : ; so the mark never starts a line. */
const withFrenchSpacing = (text: string) => text.replace(/ ([?!:;])/g, '\u00A0$1');
const Summary = chakra('summary');

/**
 * Questions and answers as native disclosure widgets (`<details>`): keyboard and screen-reader support
 * come from the browser and the page ships no script for them.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Stack gap="3" maxW="3xl" mx="auto" w="full">
      {items.map((item) => (
        <Details key={item.question} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl"
          css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}>
          <Summary display="flex" alignItems="center" justifyContent="space-between" gap="4" cursor="pointer"
            px={{ base: '4', md: '6' }} py="4" fontWeight="semibold" color="brand.900" borderRadius="xl"
            listStyle="none" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
            <span>{withFrenchSpacing(item.question)}</span>
            <Box className="faq-chevron" flexShrink={0} transition="transform 0.2s" color="brand.700" aria-hidden>
              <ChevronDown size={20} />
            </Box>
          </Summary>
          <Box px={{ base: '4', md: '6' }} pb="5" color="fg.muted">
            {typeof item.answer === 'string' ? <Text>{item.answer}</Text> : item.answer}
          </Box>
        </Details>
      ))}
    </Stack>
  );
}
