import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

const InsideMain = createContext(false);

/** The one <main> landmark: layouts render it; pages reused inside a layout do not add another. */
export function PageMain({ className, children }: { className?: string; children: ReactNode }) {
  const inside = useContext(InsideMain);
  if (inside) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main id="main" tabIndex={-1} className={cn('outline-none', className)}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}

export function MainProvidedBy({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value={true}>{children}</InsideMain.Provider>;
}
