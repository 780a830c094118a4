import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  /** Nothing shows while it is empty (a grid's header title until the mouse finds it cut). */
  title: ReactNode;
  /** One element that takes a ref (a `<span>` around a button that may be disabled). */
  children: ReactElement<ChildProps>;
  placement?: TooltipProps['placement'];
  /** Milliseconds a mouse rests on the element before the tooltip shows (MUI's default). */
  enterDelay?: number;
}

const setRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * A tooltip for a screen that shows many at once (every row's icon buttons): its element alone until
 * a mouse rests on it or the keyboard's focus reaches it, then MUI's Tooltip, opened beside it.
 *
 * Why: MUI's Tooltip keeps its child's node in state, set from a ref callback, so each one rendered
 * again, with its child, in the commit that mounted it. Institute settings › Domains mounted 52 and
 * rendered 817 components a second time in its longest task (docs/performance.md, "Tooltips").
 * The element is never wrapped or mounted again, so a focused button keeps its focus.
 */
export function LazyTooltip({ title, children, placement, enterDelay = 100 }: LazyTooltipProps) {
  const node = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setAnchor(node.current);
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  const own = children.props;
  const ref = useCallback(
    (value: HTMLElement | null) => {
      node.current = value;
      setRef(own.ref, value);
    },
    [own.ref],
  );
  const element = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show(enterDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.target.matches(':focus-visible')) show(0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {element}
      {anchor && (
        // Opened and closed from the element's own events; Escape closes it through onClose.
        <Tooltip
          title={title}
          open={isOpen}
          onClose={hide}
          placement={placement}
          disableInteractive
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
