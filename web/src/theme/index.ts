import { createSystem, defaultConfig } from '@chakra-ui/react';

/** The product's Chakra UI system (stub: the site work replaces it with La Meute's own theme). */
export const system = createSystem(defaultConfig);
