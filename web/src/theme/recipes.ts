import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react';

/**
 * Adjustments merged over Chakra's own recipes (variants keep their names, so component props stay
 * typed): rounder, slightly bolder buttons; softer cards; links underlined like text links should be.
 */
export const recipes = {
  button: defineRecipe({
    base: { borderRadius: 'full', fontWeight: 'semibold' },
  }),
  heading: defineRecipe({
    base: { fontWeight: '600', letterSpacing: '-0.01em', textWrap: 'balance' },
  }),
  link: defineRecipe({
    variants: {
      variant: {
        underline: { textDecorationColor: 'currentColor/40', _hover: { textDecorationColor: 'currentColor' } },
      },
    },
  }),
  badge: defineRecipe({
    base: { borderRadius: 'full', fontWeight: 'semibold' },
  }),
};

export const slotRecipes = {
  card: defineSlotRecipe({
    slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
    base: {
      root: { borderRadius: 'xl', bg: 'bg.panel' },
      title: { fontFamily: 'heading', fontWeight: '600' },
    },
    variants: {
      variant: {
        elevated: { root: { boxShadow: 'card' } },
        outline: { root: { borderColor: 'border' } },
      },
    },
  }),
};
