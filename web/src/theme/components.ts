import {
  alertSlotRecipe, avatarSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe,
  containerRecipe, dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe,
  headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, linkRecipe, listSlotRecipe, menuSlotRecipe,
  nativeSelectSlotRecipe, popoverSlotRecipe, progressCircleSlotRecipe, progressSlotRecipe, qrCodeSlotRecipe,
  radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe, skeletonRecipe, skipNavLinkRecipe, spinnerRecipe,
  switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe, textareaRecipe, toastSlotRecipe, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra components La Meute styles. Chakra's full preset carries the recipes of ~80 components
 * (about 30 KB gzipped on every page); the app ships only these. A Chakra component whose recipe is
 * not listed here renders unstyled: add its recipe (exported by '@chakra-ui/react/theme') to the list.
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
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  progressCircle: progressCircleSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
