import { Badge, Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Clapperboard, Ticket, Video, Zap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { formatEuros } from '../../../../shared/domain/money';
import { SHOP_TERMS, type ShopProduct, type ShopProductId } from '../../../../shared/domain/shop';
import { pointsLabel } from '../../../../shared/domain/points';
import { ISLAND } from '../../islands/markers';
import { CheckList } from './CheckList';

const ICONS: Record<ShopProductId, LucideIcon> = { ticket_standard: Ticket, ticket_urgent: Zap, visio_unique: Video, video_retour: Clapperboard };

export interface ProductCardProps {
  product: ShopProduct;
  onBuy(product: ShopProduct): void;
  /** The payment page is being prepared for this product. */
  pending?: boolean;
  /** Another purchase is being prepared. */
  disabled?: boolean;
  highlighted?: boolean;
}

function promiseOf(product: ShopProduct): string {
  if (product.responseHours) return `Réponse d’un éducateur sous ${product.responseHours}h`;
  if (product.durationMinutes) return `Séance de ${product.durationMinutes} minutes en visio`;
  if (product.responseWorkingDays === 1) return 'Vidéo commentée par un éducateur sous un jour ouvré';
  return product.description;
}

/** A one-time purchase of the shop: price, promise, bonus points and the buy button. */
export function ProductCard({ product, onBuy, highlighted = false, pending = false, disabled = false }: ProductCardProps) {
  const Icon = ICONS[product.id];
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="elevated" h="full" position="relative"
      borderWidth={highlighted ? '2px' : '1px'} borderColor={highlighted ? 'accent.500' : 'border'}>
      <Card.Body gap="4" p={{ base: '6', md: '7' }}>
        <HStack justify="space-between" align="flex-start">
          <Box display="grid" placeItems="center" boxSize="12" borderRadius="full" bg={highlighted ? 'accent.100' : 'brand.100'}
            color={highlighted ? 'accent.700' : 'brand.700'} aria-hidden>
            <Icon size={24} />
          </Box>
          <Badge colorPalette="accent" variant="subtle" size="md">{pointsLabel(product.bonusPoints, { sign: true })} bonus</Badge>
        </HStack>
        <Heading as="h3" id={titleId} fontSize="2xl" color="brand.900">{product.name}</Heading>
        <Text fontFamily="heading" fontSize="4xl" fontWeight="600" lineHeight="1" color="brand.900">
          {formatEuros(product.price)}
        </Text>
        <Text color="fg.muted" flex="1">{product.description}</Text>
        <CheckList items={[promiseOf(product), `${pointsLabel(product.bonusPoints, { sign: true })} crédités à l’achat`, SHOP_TERMS.oneTimePayment]} />
      </Card.Body>
      <Card.Footer p={{ base: '6', md: '7' }} pt="0">
        <Button w="full" colorPalette={highlighted ? 'accent' : 'brand'} variant={highlighted ? 'solid' : 'outline'}
          onClick={() => onBuy(product)} aria-label={`Acheter : ${product.name}`} {...{ [ISLAND]: 'shop-checkout', 'data-product': product.id }} loading={pending} loadingText="Ouverture du paiement…" disabled={disabled}>
          Acheter
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
