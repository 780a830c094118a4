import { useCallback, useRef, useState } from 'react';

/**
 * The Attendance tab's save line: "Saving…" while any tick is on its way, then what the last one
 * saved, or that it was not saved (the message bar says why). One polite status line that replaces
 * its text, so a run of ticks neither stacks toasts nor floods a screen reader.
 */
export function useSaveStatus() {
  const [message, setMessage] = useState('');
  const inFlight = useRef(0);

  const track = useCallback((save: Promise<unknown>, savedMessage: string) => {
    inFlight.current += 1;
    setMessage('Saving…');
    const settle = (text: string) => {
      inFlight.current -= 1;
      if (inFlight.current === 0) setMessage(text);
    };
    return save.then(
      () => settle(savedMessage),
      () => settle('Not saved: the last change was refused.'),
    );
  }, []);

  return { message, track };
}

/** A workshop that has not started yet: ticking attendance for it asks first. */
export const isUpcoming = (workshop: { start_time: string }, now = Date.now()) =>
  Date.parse(workshop.start_time) > now;
