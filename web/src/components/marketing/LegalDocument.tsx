import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from '../layout/Main';
import { PageContainer } from './PageContainer';
import { Eyebrow } from './PageHeader';

export interface LegalSection {
  /** Anchor of the section, for the table of contents and deep links. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** ISO date of the last revision. */
  updatedAt: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A legal page: its h1, the revision date, a table of contents and numbered h2 sections, in a readable
 * measure. Paragraphs, lists and links inside `content` get consistent spacing.
 */
export function LegalDocument({ title, updatedAt, intro, sections }: LegalDocumentProps) {
  return (
    <Main>
      <PageContainer maxW="3xl" py={{ base: '10', md: '16' }}>
        <Stack as="header" gap="3" mb="8">
          <Eyebrow>Informations légales</Eyebrow>
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" color="brand.900">{title}</Heading>
          <Text color="fg.muted" fontSize="sm">
            Dernière mise à jour : <time dateTime={updatedAt}>{dateFormat.format(new Date(updatedAt))}</time>
          </Text>
          {intro && <Box color="fg.muted" fontSize="lg">{intro}</Box>}
        </Stack>

        <Box as="nav" aria-label="Sommaire" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: '5', md: '6' }} mb="10">
          <Text fontWeight="semibold" color="brand.900" mb="3">Sommaire</Text>
          <Box as="ol" ps="5" listStyleType="decimal" color="fg.muted" css={{ '& li + li': { mt: '1.5' } }}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`} variant="underline" color="brand.700">{section.title}</Link>
              </li>
            ))}
          </Box>
        </Box>

        <Stack gap="10">
          {sections.map((section, index) => (
            <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
              <Heading as="h2" id={`${section.id}-titre`} fontSize={{ base: 'xl', md: '2xl' }} color="brand.900" mb="4">
                {index + 1}. {section.title}
              </Heading>
              <Box color="fg" lineHeight="1.7" css={{
                '& p + p, & p + ul, & ul + p, & p + table, & table + p, & ul + ul': { mt: '3' },
                '& ul': { ps: '5', listStyleType: 'disc' },
                '& li + li': { mt: '1.5' },
                '& a': { color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
                '& strong': { color: 'brand.900' },
                '& table': { width: 'full', borderCollapse: 'collapse', fontSize: 'sm' },
                '& th, & td': { textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border', py: '2', pe: '3', verticalAlign: 'top' },
                '& th': { color: 'brand.900' },
              }}>
                {section.content}
              </Box>
            </Box>
          ))}
        </Stack>
      </PageContainer>
    </Main>
  );
}
