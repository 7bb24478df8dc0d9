import {
  alertSlotRecipe, avatarSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe,
  containerRecipe, fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe,
  linkRecipe, listSlotRecipe, nativeSelectSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe,
  skeletonRecipe, skipNavLinkRecipe, spinnerRecipe, switchSlotRecipe, tableSlotRecipe, textareaRecipe,
} from 'virtual:chakra-theme';

/**
 * The Chakra components La Meute styles through the theme: their recipes are in the code every page loads. Chakra's
 * full preset carries the recipes of ~80 components (about 30 KB gzipped); the theme has only these. The components a
 * few pages use (dialogs, drawers, menus, popovers, tooltips, tabs, data lists, the QR code, the toasts) are given
 * their recipe where they are used, imported from '@chakra-ui/react/theme', and it loads with those pages (issue 24):
 * `<Dialog.Root recipe={dialogSlotRecipe}>`. A component with neither renders unstyled. This file reads Chakra's theme
 * from `virtual:chakra-theme` (web/vite/chakra-theme.ts says why).
 */
export const componentRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const componentSlotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
};
