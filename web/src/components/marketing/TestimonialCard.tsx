import { Box, Card, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';

export interface Testimonial {
  quote: string;
  firstName: string;
  dogName: string;
  dogDescription: string;
}

/** A member's words, signed with their first name and their dog. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card.Root as="figure" variant="elevated" h="full" m="0">
      <Card.Body gap="4">
        <Box color="accent.500" aria-hidden>
          <Quote size={28} />
        </Box>
        <Text as="blockquote" fontSize="md" color="fg" flex="1">
          {testimonial.quote}
        </Text>
        <Text as="figcaption" fontSize="sm" color="fg.muted">
          <Text as="span" fontWeight="semibold" color="brand.900">{testimonial.firstName}</Text>
          {`, avec ${testimonial.dogName} (${testimonial.dogDescription})`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
