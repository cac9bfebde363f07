import { notifyReducer, reloginAsked, reloginClosed } from './notify.slice';

describe('the log-in-again box', () => {
  const start = notifyReducer(undefined, { type: 'init' });

  it('opens once for a request the server no longer accepts', () => {
    const asked = notifyReducer(start, reloginAsked('Please log in again', 1_000));
    expect(asked.relogin).toEqual({ message: 'Please log in again' });
    expect(notifyReducer(asked, reloginAsked('Another', 1_001)).relogin).toEqual({ message: 'Please log in again' });
  });

  it('stays closed after "Back" for answers to requests sent before it, and opens for the next one', () => {
    const dismissed = notifyReducer(notifyReducer(start, reloginAsked('Please log in again', 1_000)), reloginClosed(2_000));
    expect(dismissed.relogin).toBeNull();
    expect(notifyReducer(dismissed, reloginAsked('Please log in again', 1_500)).relogin).toBeNull();
    expect(notifyReducer(dismissed, reloginAsked('Please log in again', 2_500)).relogin).toEqual({ message: 'Please log in again' });
  });
});
