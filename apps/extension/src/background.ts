/**
 * The service worker: it only listens to the web app (externally_connectable limits who may
 * talk to it). Nothing is read from any page here; capturing happens in the side panel on a click.
 */
import { handleExternal } from './messages';
import { clearSession, readSession, saveSession } from './session';

const store = { read: readSession, save: saveSession, clear: clearSession };

chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void handleExternal(message, sender.origin, store).then(sendResponse);
  return true;
});
