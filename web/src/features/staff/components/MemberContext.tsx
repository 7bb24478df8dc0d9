import { Badge, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { Dog, FileText, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberContext as Context } from '../../../../../shared/contract/ticket-schemas';
import { PLANS } from '../../../../../shared/domain/plans';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { formatDate } from '../../../lib/dates';

const ficheHref = (id: string) => `/membre/fiche/${id}`;

export function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h3" size="sm" display="flex" alignItems="center" gap="2">
        {icon}
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

interface MemberContextProps {
  member: Context;
  /** The fiche a ticket is about. */
  fiche?: { id: string; title: string } | null;
  /** Further blocks of what the team handles (a visio's open tickets). */
  children?: ReactNode;
  /** The first block, before who the member is (issue 25: the dog's progression). */
  lead?: ReactNode;
}

/**
 * What the educator knows of the member, and only through a ticket or a visio (the server answers it with them,
 * never on its own): who they are, their dog, what they have done lately and the fiche the question is about.
 */
export function MemberContext({ member, fiche, children, lead }: MemberContextProps) {
  return (
    <Card as="aside" aria-label="Contexte du membre" p={{ base: '4', md: '5' }}>
      <Stack gap="6">
        {lead}
        <Block icon={<User size={16} aria-hidden="true" />} title="Le membre">
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>Prénom</DataList.ItemLabel>
              <DataList.ItemValue>{member.firstName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Offre</DataList.ItemLabel>
              <DataList.ItemValue>{PLANS[member.plan].name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Tickets restants</DataList.ItemLabel>
              <DataList.ItemValue>{member.plan === 'expert' ? 'Illimités' : member.ticketsRemaining}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Membre depuis</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(member.memberSince)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Block>

        {fiche && (
          <Block icon={<FileText size={16} aria-hidden="true" />} title="Fiche concernée">
            <TextLink to={ficheHref(fiche.id)}>{fiche.title}</TextLink>
          </Block>
        )}

        <Block icon={<Dog size={16} aria-hidden="true" />} title={member.dog ? `Son chien : ${member.dog.name}` : 'Son chien'}>
          {member.dog ? (
            <Stack gap="4">
              {member.dog.summary.length > 0 && (
                <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="2">
                  {member.dog.summary.map((answer) => (
                    <DataList.Item key={answer.label}>
                      <DataList.ItemLabel>{answer.label}</DataList.ItemLabel>
                      <DataList.ItemValue>{answer.value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              )}
              {member.dog.tags.length > 0 ? (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Profil comportemental">
                  {member.dog.tags.map((tag) => (
                    <li key={tag.tag}>
                      <Badge colorPalette="accent" variant="subtle">
                        {tag.label}
                      </Badge>
                      <Text fontSize="sm" color="fg.muted" mt="1">
                        {tag.reason}
                      </Text>
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Aucun trait de comportement particulier d’après son profil.
                </Text>
              )}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Le membre n’a pas encore rempli le profil de son chien.
            </Text>
          )}
        </Block>

        <Block icon={<FileText size={16} aria-hidden="true" />} title="Fiches validées récemment">
          {member.recentFiches.length > 0 ? (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {member.recentFiches.map((fiche) => (
                <li key={fiche.id}>
                  <TextLink to={ficheHref(fiche.id)} fontSize="sm">
                    {fiche.title}
                  </TextLink>
                  <Text fontSize="xs" color="fg.muted">
                    Validée le {formatDate(fiche.completedAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Aucune fiche validée pour l’instant.
            </Text>
          )}
        </Block>
        {children}
      </Stack>
    </Card>
  );
}
