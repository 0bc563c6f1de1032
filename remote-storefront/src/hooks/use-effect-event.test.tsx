import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { useEffectEvent } from './use-effect-event';

/** Listens once, on mount, and says its latest label whenever `bell` rings. */
function Listener({ label, bell, heard }: { label: string; bell: EventTarget; heard: string[] }) {
  const say = useEffectEvent(() => heard.push(label));
  useEffect(() => {
    bell.addEventListener('ring', say);
    return () => bell.removeEventListener('ring', say);
  }, [bell]);
  return null;
}

describe('useEffectEvent', () => {
  it('runs the handler of the latest render from an effect that did not restart', () => {
    const bell = new EventTarget();
    const heard: string[] = [];
    const { rerender } = render(<Listener label="first" bell={bell} heard={heard} />);
    act(() => void bell.dispatchEvent(new Event('ring')));
    rerender(<Listener label="second" bell={bell} heard={heard} />);
    act(() => void bell.dispatchEvent(new Event('ring')));
    expect(heard).toEqual(['first', 'second']);
  });
});
