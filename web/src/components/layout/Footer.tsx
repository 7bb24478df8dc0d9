import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PawPrint } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SiteConfig, type SocialNetwork } from '../../../../shared/site-config';
import { useSiteConfig } from '../../lib/siteConfig';
import { ISLAND } from '../../islands/markers';
import { useStaticPage } from '../../ssr/static-page';
import { PageContainer } from '../marketing/PageContainer';
import { DiscordGlyph, FacebookGlyph, InstagramGlyph } from '../marketing/SocialIcons';

interface FooterLink {
  label: string;
  to: string;
}

const FOOTER_GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Le service',
    links: [
      { label: 'Découvrir la méthode', to: '/decouvrir' },
      { label: 'Offres et tarifs', to: '/offres' },
      { label: 'Boutique', to: '/boutique' },
      { label: 'Créer un compte', to: '/auth?tab=signup' },
    ],
  },
  {
    title: BRAND.name,
    links: [
      { label: 'À propos', to: '/a-propos' },
      { label: 'Communauté', to: '/communaute' },
    ],
  },
  {
    title: 'Informations légales',
    links: [
      { label: 'Mentions légales', to: '/mentions-legales' },
      { label: 'Conditions générales de vente', to: '/cgv' },
      { label: 'Politique de confidentialité', to: '/confidentialite' },
    ],
  },
];

const GLYPHS: Readonly<Record<SocialNetwork, ReactNode>> = { instagram: <InstagramGlyph />, facebook: <FacebookGlyph /> };

interface SocialLink { key: string; label: string; href: string; glyph: ReactNode }

/** The networks the deployment configured (shared/site-config.ts), and its Discord: none configured, none shown. */
function socialLinks({ socialLinks: networks, discordInviteUrl }: SiteConfig): SocialLink[] {
  return [
    ...networks.map(({ network, url }) => ({ key: network, label: `${BRAND.name} sur ${SOCIAL_NETWORK_NAMES[network]}`, href: url, glyph: GLYPHS[network] })),
    ...(discordInviteUrl ? [{ key: 'discord', label: `Le serveur Discord de ${BRAND.name}`, href: discordInviteUrl, glyph: <DiscordGlyph /> }] : []),
  ];
}

/**
 * A public page rendered at build has no `/config.json`: every network is in its markup, hidden, and the islands
 * (web/src/islands/site-config.ts) give the configured ones their address and show them.
 */
const EVERY_LINK: SiteConfig = { socialLinks: SOCIAL_NETWORKS.map((network) => ({ network, url: '#' })), discordInviteUrl: '#', publisher: null };

function FooterNav({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const titleId = useId();
  return (
    <Box as="nav" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} fontFamily="body" fontSize="sm" fontWeight="semibold" letterSpacing="0.06em"
        textTransform="uppercase" color="accent.200" mb="4">
        {title}
      </Heading>
      <Stack as="ul" gap="2.5" listStyle="none">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="fg.onBrand" _hover={{ color: 'white', textDecoration: 'underline' }} focusRingColor="accent.200">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Site footer: navigation, legal links, social links and the copyright line. */
export function Footer() {
  const year = new Date().getFullYear();
  const staticPage = useStaticPage();
  const site = useSiteConfig();
  const social = socialLinks(staticPage ? EVERY_LINK : site);
  return (
    <Box as="footer" bg="bg.brand" color="fg.onBrand" pt={{ base: '12', md: '16' }} pb="8" mt="auto">
      <PageContainer>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={{ base: '10', md: '8' }}>
          <Stack gap="4">
            <HStack gap="2" color="white">
              <PawPrint size={26} aria-hidden />
              <Text fontFamily="heading" fontSize="2xl" fontWeight="600">{BRAND.name}</Text>
            </HStack>
            <Text color="fg.onBrandMuted" maxW="xs">{BRAND.tagline}.</Text>
            {social.length > 0 && (
              <HStack as="ul" gap="2" listStyle="none" aria-label="Réseaux sociaux" hidden={staticPage} {...(staticPage ? { [ISLAND]: 'social-links' } : {})}>
                {social.map((link) => (
                  <li key={link.key} hidden={staticPage} {...(staticPage ? { [ISLAND]: `social-${link.key}` } : {})}>
                    <Link href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (nouvel onglet)`}
                      display="grid" placeItems="center" boxSize="11" borderRadius="full" color="white" bg="whiteAlpha.100"
                      _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="accent.200">
                      {link.glyph}
                    </Link>
                  </li>
                ))}
              </HStack>
            )}
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <FooterNav key={group.title} title={group.title} links={group.links} />
          ))}
        </SimpleGrid>
        <Flex mt={{ base: '10', md: '14' }} pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" gap="3"
          direction={{ base: 'column', md: 'row' }} justify="space-between" fontSize="sm" color="fg.onBrandMuted">
          <Text>© {year} {BRAND.name}. Tous droits réservés.</Text>
          <Text>
            Une question ?{' '}
            <Link href={`mailto:${BRAND.supportEmail}`} color="white" variant="underline" focusRingColor="accent.200">{BRAND.supportEmail}</Link>
          </Text>
        </Flex>
      </PageContainer>
    </Box>
  );
}
