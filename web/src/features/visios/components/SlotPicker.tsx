import { Button, HStack, IconButton, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { parisDate, addDays } from '../../../../../shared/domain/visio-slots';
import { calendarDateSchema } from '../../../../../shared/schemas/dates';
import type { VisioSlotsRequest } from '../../../lib/api';
import { useVisioSlots } from '../api/visios';
import { dayLabel, slotTime } from '../offers';

const WEEK = 7;

interface SlotPickerProps {
  /** A new booking of a length, or a booked visio to move. */
  target: { duration: 30 | 60 } | { visio: string };
  value: string | null;
  onChange: (start: string | null) => void;
}

/**
 * The team's free slots, a week at a time: a day, then a time (Paris). Days and times are toggle buttons in labelled
 * groups, so a keyboard reaches each and a screen reader hears which is chosen.
 */
export function SlotPicker({ target, value, onChange }: SlotPickerProps) {
  const [week, setWeek] = useState(0);
  const from = addDays(parisDate(Date.now()), week * WEEK);
  const request: VisioSlotsRequest = { ...target, from, days: WEEK };
  const slots = useVisioSlots(request);
  const days = slots.data?.days ?? [];
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((entry) => entry.date === chosenDay) ?? days.find((entry) => entry.slots.length > 0) ?? days[0];

  const changeWeek = (delta: number) => {
    setWeek((current) => Math.max(0, current + delta));
    setChosenDay(null);
    onChange(null);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <IconButton aria-label="Semaine précédente" variant="outline" size="sm" disabled={week === 0} onClick={() => changeWeek(-1)}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {days.length > 0 ? `Du ${dayLabel(days[0]!.date)} au ${dayLabel(days.at(-1)!.date)}` : 'Chargement des créneaux…'}
        </Text>
        {/* The server reads slots up to a year ahead (shared/schemas/dates.ts); bookings open far sooner anyway. */}
        <IconButton aria-label="Semaine suivante" variant="outline" size="sm" disabled={!calendarDateSchema.safeParse(addDays(from, WEEK)).success} onClick={() => changeWeek(1)}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>

      {slots.isPending ? (
        <Skeleton h="24" rounded="lg" aria-busy="true" aria-label="Chargement des créneaux" />
      ) : slots.isError ? (
        <Text color="fg.error">Impossible de charger les créneaux. Réessaie dans un instant.</Text>
      ) : (
        <>
          <Wrap role="group" aria-label="Jour" gap="2">
            {days.map((entry) => (
              <Button
                key={entry.date}
                size="sm"
                variant={entry.date === day?.date ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={entry.date === day?.date}
                disabled={entry.slots.length === 0}
                onClick={() => {
                  setChosenDay(entry.date);
                  onChange(null);
                }}
              >
                {dayLabel(entry.date)}
              </Button>
            ))}
          </Wrap>
          {day && day.slots.length > 0 ? (
            <Wrap role="group" aria-label={`Heure, le ${dayLabel(day.date)}`} gap="2">
              {day.slots.map((start) => (
                <Button key={start} size="sm" variant={start === value ? 'solid' : 'subtle'} colorPalette="accent" aria-pressed={start === value} onClick={() => onChange(start)}>
                  {slotTime(start)}
                </Button>
              ))}
            </Wrap>
          ) : (
            <Text color="fg.muted">Aucun créneau libre cette semaine. Essaie la semaine suivante.</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Visio de {slots.data?.durationMinutes} minutes, heures de Paris.
          </Text>
        </>
      )}
    </Stack>
  );
}
