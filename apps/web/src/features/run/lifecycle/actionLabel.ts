/** "submit" → "Submit": an action's button or menu item reads as a verb. */
export function actionLabel(action: string): string {
  return action.charAt(0).toUpperCase() + action.slice(1);
}
