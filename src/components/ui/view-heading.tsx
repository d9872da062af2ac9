import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A view's heading (h2). It takes the focus when the view appears and whenever `focusKey`
 * changes (a new page of a list, a record that finished loading), so keyboard and screen-reader
 * users start reading at the new content.
 */
export function ViewHeading({
  children,
  focusKey = '',
}: {
  children: ReactNode;
  focusKey?: string | number;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 ref={ref} tabIndex={-1} className="h3 mb-3 admin-view-heading">
      {children}
    </h2>
  );
}
