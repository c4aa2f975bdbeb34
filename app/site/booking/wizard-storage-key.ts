// Where the wizard keeps the entries of a tab (sessionStorage). Its own module so that the site script
// can ask whether a run is stored without loading the wizard's schemas.
export const WIZARD_STORAGE_KEY = 'kf-online-buchung';

export function hasStoredWizard(): boolean {
  try {
    return window.sessionStorage.getItem(WIZARD_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
